import { Page } from '#web/components/layout/page.tsx';
import { RESOURCE_SECTIONS } from '#shared/resource-catalog.ts';
import { resourceArticlePath } from '#web/lib/paths.ts';
import { Bullets, Section, TextLink } from '#web/features/content/components/prose.tsx';

const financial = RESOURCE_SECTIONS.find((entry) => entry.section === 'financial');

export default function FinancialPlanningPage() {
  return (
    <Page
      title="Financial Planning"
      description="Paying for senior care is easier to face with a plan. These steps help families build one."
    >
      <Section title="Five steps to a plan">
        <ol className="grid list-decimal gap-2 pl-6 marker:font-semibold marker:text-primary">
          <li>Estimate the monthly cost of the care needed now, and how it may grow.</li>
          <li>List monthly income: Social Security, pensions, annuities and investment income.</li>
          <li>List assets that could help: savings, investments, a home, life insurance.</li>
          <li>
            Check coverage and benefits: long-term care insurance, VA benefits, and whether Medicaid
            could help now or later. Remember that Medicare does not pay for long-term care.
          </li>
          <li>
            Put it together: how long the money lasts, and what happens when it runs low. Review the
            plan every year or when care needs change.
          </li>
        </ol>
      </Section>
      <Section title="Get advice before big decisions">
        <p>
          An elder law attorney, a fee-only financial planner or a tax professional can help before
          you sell a home, move assets or apply for Medicaid. Free Medicare counseling is available
          from your State Health Insurance Assistance Program (SHIP).
        </p>
      </Section>
      <Section title="Our financial guides">
        <Bullets
          items={(financial?.cards ?? []).map((card) => (
            <TextLink key={card.slug} to={resourceArticlePath('financial', card.slug)}>
              {card.title}
            </TextLink>
          ))}
        />
      </Section>
    </Page>
  );
}
