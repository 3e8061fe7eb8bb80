import type { ResourceSlug } from '#shared/resource-catalog.ts';
import { h, list, p, type ArticleBlock } from './types.ts';

export const financialB = {
  'veterans-benefits': [
    p(
      'Veterans and their surviving spouses may qualify for help with the cost of care through the U.S. Department of Veterans Affairs (VA).',
    ),
    h('Aid and Attendance'),
    p(
      'Aid and Attendance is an extra monthly amount added to a VA pension for veterans or surviving spouses who need help with daily activities such as bathing and dressing, who are bedbound, who live in a nursing home because of a disability, or who have very limited eyesight. It can help pay for assisted living, memory care, home care or nursing home care. To qualify, the person must also meet the rules for the VA pension, including wartime service and limits on income and net worth.',
    ),
    h('Other VA programs'),
    list(
      'Nursing home care in VA community living centers, state veterans homes and contracted community nursing homes',
      'Adult day health care and home-based care, including homemaker and home health aide services',
      'Respite care to give family caregivers a break',
      'Support and training for family caregivers of eligible veterans',
    ),
    p(
      'Apply through VA.gov or with help from an accredited Veterans Service Organization, which assists free of charge. Be wary of anyone who charges to help you apply for a pension.',
    ),
  ],
  'long-term-care-insurance': [
    p(
      'Long-term care insurance pays for help with daily activities in settings that health insurance and Medicare do not cover, such as assisted living, memory care and home care. If a policy exists, find it early: benefits are easier to use when you know the rules before care starts.',
    ),
    h('Check the policy for'),
    list(
      'Benefit triggers: commonly, needing help with two or more activities of daily living, or a severe cognitive impairment such as dementia',
      'The elimination period: the waiting time, in days, before benefits begin',
      'The daily or monthly benefit amount and the total lifetime maximum',
      'Which settings are covered: home care, adult day care, assisted living, nursing homes',
      'Inflation protection, and whether premiums stop while benefits are paid',
    ),
    h('Making a claim'),
    list(
      'Call the insurer to open a claim and ask for its forms and requirements.',
      'Arrange the assessment or plan of care the insurer asks for, usually from a licensed health professional.',
      'Confirm that the community or agency meets the policy’s licensing requirements before care starts.',
      'Keep copies of invoices, care notes and every letter from the insurer.',
    ),
    p(
      'Some life insurance policies include long-term care or accelerated benefits too, so review every policy you have.',
    ),
  ],
  'home-equity-and-savings': [
    p(
      'Most families pay for senior living at least partly from their own money. A clear plan makes savings last longer and avoids rushed decisions.',
    ),
    h('Options to consider'),
    list(
      'Selling the home: often the largest asset. Ask a tax professional how the sale will be taxed; part or all of the gain on a main home can be excluded under IRS rules.',
      'Renting the home out: brings monthly income, but also landlord duties and repair costs.',
      'A bridge loan or line of credit: covers move-in costs while a home is being sold.',
      'Reverse mortgages: usually become due when the borrower no longer lives in the home, so they rarely suit a permanent move, but they can help pay for care for someone staying at home.',
      'Life insurance: some policies allow early payment of benefits for long-term care needs; compare any offer to sell a policy carefully.',
    ),
    p(
      'Make a simple budget that sets monthly costs against income from Social Security, pensions and investments, and estimate how long savings will last if costs rise. A fee-only financial planner, a tax professional or an elder law attorney can check the plan, especially before selling assets or applying for Medicaid.',
    ),
  ],
} satisfies Partial<Record<ResourceSlug<'financial'>, ArticleBlock[]>>;
