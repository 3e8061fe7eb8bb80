import type { ResourceSlug } from '#shared/resource-catalog.ts';
import { h, list, p, type ArticleBlock } from './types.ts';

export const financialA = {
  'understanding-costs': [
    p(
      'Prices for senior living vary widely by region, type of care, apartment and the amount of help needed. The price on a listing is usually a starting point, so compare what each community actually includes.',
    ),
    h('Common pricing models'),
    list(
      'All-inclusive: one monthly fee covers rent, meals and care.',
      'Tiered: a base rate plus a care level set by an assessment.',
      'A la carte: a base rate plus a charge for each service used.',
      'Entry fee: some continuing care communities charge a large upfront fee plus a monthly fee; part of the entry fee may be refundable.',
    ),
    h('Questions that reveal the real cost'),
    list(
      'What exactly does the base rate include?',
      'What will the monthly total be for my loved one’s current care needs?',
      'Are there one-time community fees or deposits?',
      'How often have rates increased in recent years, and with how much notice?',
      'What costs extra: medication management, incontinence care, transportation, guest meals?',
    ),
    p(
      'When you compare, include what you would pay to stay at home: housing, utilities, food, transportation and any home care. On CareNest, each listing shows a starting monthly price and the provider’s pricing notes; ask the community for its full fee schedule in writing.',
    ),
  ],
  'medicare-coverage': [
    p(
      'Medicare is federal health insurance for people 65 and older and for some younger people with disabilities. It pays for medical care, but not for most long-term care, which surprises many families.',
    ),
    h('What Medicare can cover'),
    list(
      'A limited stay in a skilled nursing facility for rehabilitation, after a qualifying inpatient hospital stay, while daily skilled care is needed. Time spent in the hospital under observation does not count as an inpatient stay.',
      'Part-time home health care for people who are homebound and need skilled nursing or therapy under a doctor’s plan.',
      'Hospice care for people with a terminal illness, including short inpatient respite stays for their caregivers.',
      'Doctor visits, hospital care, therapy and prescription drugs (through Part D), wherever the person lives.',
    ),
    h('What Medicare does not cover'),
    list(
      'Room and board in assisted living, memory care or independent living',
      'Long-term custodial care, meaning help with daily activities alone',
      'Round-the-clock care at home',
      'Adult day care, under Original Medicare',
    ),
    p(
      'Medicare Advantage plans must cover the same services as Original Medicare and some offer extra benefits, so check the plan’s own rules. Free, unbiased counseling is available from your State Health Insurance Assistance Program (SHIP), and Medicare.gov explains each benefit in detail.',
    ),
  ],
  'medicaid-long-term-care': [
    p(
      'Medicaid is a joint federal and state program for people with limited income and assets. It is the largest payer of long-term care in the United States, but the rules differ from state to state.',
    ),
    h('What it can pay for'),
    list(
      'Nursing home care for people who meet the medical and financial rules',
      'Home- and community-based services, often through waiver programs: home care, adult day health care and, in many states, care services in assisted living',
    ),
    p(
      'In assisted living, Medicaid usually pays for care services but not room and board, and only communities that accept Medicaid can take part. Waiver programs may have waiting lists.',
    ),
    h('Rules to know about'),
    list(
      'Eligibility depends on income, countable assets and a medical need for the level of care.',
      'For nursing home coverage, Medicaid reviews gifts and transfers made during a look-back period before the application; transfers for less than fair value can delay coverage.',
      'Special rules protect some income and assets for a spouse who remains at home.',
      'States recover some long-term care costs from the estates of certain recipients after they die.',
    ),
    p(
      'Contact your state Medicaid agency to apply. Because the rules are complex, many families consult an elder law attorney before moving assets or applying.',
    ),
  ],
} satisfies Partial<Record<ResourceSlug<'financial'>, ArticleBlock[]>>;
