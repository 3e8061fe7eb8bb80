import { BRAND, CARE_TYPES, CARE_TYPE_LABELS, PLANS } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Section, TextLink } from '#web/features/content/components/prose.tsx';

const FACTS: [string, string][] = [
  ['Name', BRAND],
  ['What it is', 'A website where families compare senior living communities'],
  ['Care types', CARE_TYPES.map((type) => CARE_TYPE_LABELS[type]).join(', ')],
  ['Cost for families', 'Free'],
  [
    'How it is paid for',
    `Provider subscriptions: Basic at $${PLANS.Basic.priceUsd} a month, Premium at $${PLANS.Premium.priceUsd} a month`,
  ],
];

export default function PressPage() {
  return (
    <Page
      title="Press"
      description={`${BRAND} hasn’t issued any press releases yet, and there is no media coverage to list.`}
    >
      <Section title="Fact sheet">
        <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          {FACTS.map(([term, detail]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="text-foreground">{detail}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Writing about senior care?">
        <p>
          Our <TextLink to="/resources">Resources hub</TextLink> has plain-language guides on care
          types, costs and caregiving that you are welcome to link to.
        </p>
      </Section>
    </Page>
  );
}
