import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SMALL_IMAGE_WIDTH, smallImageUrl } from '#shared/image-variants.ts';
import { ArrowRight, Info } from 'lucide-react';
import { SERVICE_MENU } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { resolveServicePage } from '../content/index.ts';
import { HERO_SIZE, type ServicePage } from '../content/types.ts';
import { ServicePaying, ServiceSections } from './service-sections.tsx';
import { HydrateLater } from '#web/lib/hydrate-later.tsx';

function BrowseButton({ page }: { page: ServicePage }) {
  return (
    <Button asChild size="lg" className="h-auto min-h-11 py-2.5 text-left whitespace-normal">
      <Link to={page.browse.to}>
        {page.browse.label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * A care-type page: hero, overview, the four lists, paying, links to its city pages (`cities`)
 * and to the other types.
 */
export function ServicePageView({ page, cities }: { page: ServicePage; cities?: ReactNode }) {
  // Each linked at its page's own address, not at a spelling that would redirect.
  const others = SERVICE_MENU.flatMap(({ slug, label }) => {
    const other = resolveServicePage(slug);
    return other && other.slug !== page.slug ? [{ slug: other.slug, label }] : [];
  });
  return (
    <Page title={page.title} description={page.description}>
      {page.notice ? (
        <p className="mt-6 flex max-w-3xl gap-3 rounded-lg border border-accent/30 bg-accent-soft p-4 text-foreground">
          <Info className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <span>{page.notice}</span>
        </p>
      ) : null}
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <img
          src={page.image.src}
          srcSet={`${smallImageUrl(page.image.src)} ${SMALL_IMAGE_WIDTH}w, ${page.image.src} ${HERO_SIZE.width}w`}
          sizes="(min-width: 1024px) 50vw, 100vw"
          alt={page.image.alt}
          width={HERO_SIZE.width}
          height={HERO_SIZE.height}
          fetchPriority="high"
          className="h-auto w-full rounded-xl border border-border bg-muted shadow-sm lg:order-last"
        />
        <div className="grid gap-4">
          {page.overview.map((text) => (
            <p key={text} className="leading-relaxed text-foreground sm:text-lg">
              {text}
            </p>
          ))}
          <div className="mt-2">
            <BrowseButton page={page} />
          </div>
        </div>
      </div>
      {/* Below the fold on a phone: hydrated after the top of the page (decision 021). */}
      <HydrateLater>
        <ServiceSections page={page} />
      </HydrateLater>
      <ServicePaying page={page}>
        <p className="mt-3">
          <Link
            to={paths.resources + '?tab=financial'}
            className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            Read our financial resources
          </Link>
        </p>
      </ServicePaying>
      <section className="mt-12 rounded-xl bg-primary-soft p-6 sm:p-8">
        <h2 className="text-2xl font-semibold tracking-tight text-primary-strong">
          Compare communities near you
        </h2>
        <p className="mt-2 max-w-2xl text-foreground">
          {page.browse.note ??
            'Filter by location and price, save favorites, and contact communities directly to arrange a tour.'}
        </p>
        <div className="mt-5">
          <BrowseButton page={page} />
        </div>
      </section>
      {cities}
      <nav aria-labelledby="other-care-types" className="mt-12">
        <h2 id="other-care-types" className="text-xl font-semibold">
          Other types of care
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {others.map((entry) => (
            <li key={entry.slug}>
              <Link
                to={paths.service(entry.slug)}
                className="inline-flex rounded-full border border-border bg-card px-4 py-2 text-sm font-medium text-primary hover:border-primary hover:bg-primary-soft"
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
