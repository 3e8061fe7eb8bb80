import { BRAND, HOME_SEARCH_CARE_TYPES } from '#shared/constants.ts';
import { CareTypeExplainer } from '#web/features/home/components/care-type-explainer.tsx';
import {
  FEATURED_QUERY,
  FeaturedCommunities,
} from '#web/features/home/components/featured-communities.tsx';
import { HowItWorks } from '#web/features/home/components/how-it-works.tsx';
import { ProviderCta } from '#web/features/home/components/provider-cta.tsx';
import { Testimonials } from '#web/features/home/components/testimonials.tsx';
import { ListingDialogFromUrl } from '#web/app/listing-dialog-from-url.tsx';
import { Head, SITE_DESCRIPTION } from '#web/lib/head.tsx';
import { pageLoader, revalidateOnNewPath } from '#web/lib/page-data.ts';
import { testimonialsQuery } from '#web/features/home/api/get-testimonials.ts';
import { listingsPageQuery } from '#web/lib/listings-query.ts';
import { LocationSearch } from '#web/features/search/index.ts';
import { HydrateLater } from '#web/lib/hydrate-later.tsx';
import { WithListingActions } from '#web/app/listing-actions.tsx';

export const shouldRevalidate = revalidateOnNewPath;

export const loader = pageLoader(
  ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(listingsPageQuery(FEATURED_QUERY)),
      queryClient.prefetchQuery(testimonialsQuery()),
    ]),
  { holdsNavigation: false },
);

function PageContent() {
  return (
    <>
      <Head title="Find senior living communities" description={SITE_DESCRIPTION} />
      <section
        aria-labelledby="hero-title"
        className="bg-gradient-to-b from-primary-soft to-background"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:px-8">
          <div>
            <h1
              id="hero-title"
              className="text-4xl font-bold tracking-tight text-primary-strong sm:text-5xl"
            >
              Find the right senior living community
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              {BRAND} helps families compare assisted living, memory care, independent living and
              other senior care communities by location, care type and price.
            </p>
          </div>
          <LocationSearch variant="hero" careTypes={HOME_SEARCH_CARE_TYPES} />
        </div>
      </section>
      <HowItWorks />
      {/* Below the fold on a phone: interactive a few tasks after the hero (decision 021). */}
      <HydrateLater>
        <FeaturedCommunities />
      </HydrateLater>
      <HydrateLater>
        <CareTypeExplainer />
      </HydrateLater>
      <HydrateLater>
        <Testimonials />
      </HydrateLater>
      <HydrateLater>
        <ProviderCta />
      </HydrateLater>
      <ListingDialogFromUrl />
    </>
  );
}

/** The home page (docs/product.md §1): hero search, how it works, featured communities, care types, testimonials, provider CTA. */
export function Component() {
  return (
    <WithListingActions>
      <PageContent />
    </WithListingActions>
  );
}
