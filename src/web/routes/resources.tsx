import { Page } from '#web/components/layout/page.tsx';
import { NewsletterSignup, newsletterAction } from '#web/features/newsletter/index.ts';
import { RESOURCE_FAQS } from '#web/features/resources/content/faqs.ts';
import { FaqList } from '#web/features/resources/components/faq-list.tsx';
import { MoreHelpLinks } from '#web/features/resources/components/more-help-links.tsx';
import { ResourceTabs } from '#web/features/resources/components/resource-tabs.tsx';

/** The newsletter box sent without the page's script. */
export const action = newsletterAction;

/** /resources: three tabs of guides, five FAQs and the newsletter box (docs/product.md §2). */
export function Component() {
  return (
    <Page
      title="Resources"
      description="Practical guides, checklists, financial information and caregiving tips for families choosing and paying for senior care."
    >
      <section aria-labelledby="resource-articles" className="mt-10">
        <h2 id="resource-articles" className="mb-4 text-2xl font-semibold tracking-tight">
          Guides and articles
        </h2>
        <ResourceTabs />
      </section>
      <div className="mt-14 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="resource-faqs">
          <h2 id="resource-faqs" className="mb-4 text-2xl font-semibold tracking-tight">
            Frequently Asked Questions
          </h2>
          <FaqList faqs={RESOURCE_FAQS} />
        </section>
        <section aria-labelledby="resource-more-help">
          <h2 id="resource-more-help" className="mb-4 text-2xl font-semibold tracking-tight">
            More help
          </h2>
          <MoreHelpLinks />
        </section>
      </div>
      <div className="mt-14">
        <NewsletterSignup />
      </div>
    </Page>
  );
}
