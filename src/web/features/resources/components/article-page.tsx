import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths, type ResourceSection } from '#web/lib/paths.ts';
import { findArticle } from '../content/articles.ts';
import { ArticleBody } from './article-body.tsx';
import { ResourceCard } from './resource-card.tsx';

const backLink =
  'inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline';

/** An unknown article answers HTTP 404 (with the "Article not found" page below). */
export const articleLoader =
  (section: ResourceSection) =>
  ({ params }: LoaderFunctionArgs) =>
    findArticle(section, params.slug ?? '') ? null : data(null, { status: 404 });

/** /resources/{section}/{slug}: one article, with the rest of its section below it. */
export default function ArticlePage({ section }: { section: ResourceSection }) {
  const { slug = '' } = useParams();
  const article = findArticle(section, slug);
  if (!article) {
    return (
      <Page
        head={{ noindex: true }}
        title="Article not found"
        description="We couldn’t find that article. It may have moved, or the link may be mistyped."
      >
        <Button asChild className="mt-6">
          <Link to={paths.resources}>Back to Resources</Link>
        </Button>
      </Page>
    );
  }
  const sectionHref = `${paths.resources}?tab=${section}`;
  const others = article.section.cards.filter((card) => card.slug !== article.slug);
  return (
    <Page title={article.title} description={article.summary}>
      <p className="mt-4">
        <Link to={sectionHref} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {article.section.label}
        </Link>
      </p>
      <article className="mt-8">
        <ArticleBody blocks={article.body} />
        {section === 'financial' ? (
          <p className="mt-8 max-w-3xl border-l-4 border-accent bg-accent-soft p-4 text-sm text-foreground">
            General information for US families, not legal or financial advice. Program rules change
            and differ by state, so confirm details with the agency, your insurer or a qualified
            adviser.
          </p>
        ) : null}
      </article>
      <section aria-labelledby="more-in-section" className="mt-14">
        <h2 id="more-in-section" className="text-2xl font-semibold tracking-tight">
          More {article.section.label}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((card) => (
            <li key={card.slug}>
              <ResourceCard section={section} card={card} />
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
