import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { MORE_FAQS, RESOURCE_FAQS, FaqList } from '#web/features/resources/index.ts';
import { paths } from '#web/lib/paths.ts';
import { Section, TextLink } from '#web/features/content/components/prose.tsx';

export default function FaqPage() {
  return (
    <Page
      title="Frequently Asked Questions"
      description={`Answers to common questions about senior care and about using ${BRAND}.`}
    >
      <Section title="Senior care and using CareNest">
        <FaqList faqs={RESOURCE_FAQS} />
      </Section>
      <Section title="Listings, reviews and providers">
        <FaqList faqs={MORE_FAQS} />
      </Section>
      <Section title="Still have a question?">
        <p>
          Our <TextLink to={paths.resources}>Resources hub</TextLink> has longer guides on choosing
          care, paying for it and caregiving.
        </p>
      </Section>
    </Page>
  );
}
