import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { RESOURCE_SECTIONS } from '#shared/resource-catalog.ts';
import { NewsletterSignup } from '#web/features/newsletter/index.ts';

/** The newsletter box sent without the page's script. */
export { newsletterAction as action } from '#web/features/newsletter/index.ts';
import { ResourceCard } from '#web/features/resources/index.ts';
import { Section } from '#web/features/content/components/prose.tsx';

export default function BlogPage() {
  return (
    <Page
      title={`${BRAND} Blog`}
      description="We haven’t published any blog posts yet. Our practical guides are already available in the Resources hub."
    >
      <Section title="Start with these guides" className="max-w-none">
        <ul className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {RESOURCE_SECTIONS.map(({ section, cards }) => (
            <li key={section}>
              <ResourceCard section={section} card={cards[0]} />
            </li>
          ))}
        </ul>
      </Section>
      <div className="mt-12">
        <NewsletterSignup />
      </div>
    </Page>
  );
}
