import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { LISTING_PAGE_SIZE } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useListings } from '#web/lib/listings-query.ts';
import { ListingGrid, ListingGridSkeleton } from '#web/components/listing/listing-grid.tsx';
import { paths } from '#web/lib/paths.ts';
import { pickShowcase } from '../showcase.ts';

/** The first page of results: the samples while shown, up to three Premium listings, the rest. */
export const FEATURED_QUERY = { pageSize: LISTING_PAGE_SIZE.default } as const;

/** The home page's featured communities (docs/product.md §1). */
export function FeaturedCommunities() {
  const { data, isPending, isError } = useListings(FEATURED_QUERY);
  const showcase = data ? pickShowcase(data.listings) : [];
  const hasSamples = showcase.some((l) => l.isSample);

  return (
    <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h2 id="featured" className="text-3xl font-bold tracking-tight">
            Featured communities
          </h2>
          {hasSamples ? (
            <p className="max-w-2xl text-muted-foreground">
              Listings marked “Sample listing” show how CareNest works; they are not real
              communities.
            </p>
          ) : null}
        </div>
        <Button asChild variant="outline">
          <Link to={paths.browse}>
            Browse all communities
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <div className="mt-8">
        {isPending ? <ListingGridSkeleton /> : null}
        {isError ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            Failed to load listings
          </p>
        ) : null}
        {data ? <ListingGrid listings={showcase} headingLevel="h3" /> : null}
      </div>
    </section>
  );
}
