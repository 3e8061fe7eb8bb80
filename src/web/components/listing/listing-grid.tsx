import { SKELETON_CARD_COUNT } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { HydrateLater } from '#web/lib/hydrate-later.tsx';
import { ListingCard } from './listing-card.tsx';

/** 1, 2 or 3 columns depending on width (docs/product.md §2). */
export const LISTING_GRID_CLASS = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

type ListingGridProps = {
  listings: readonly ListingView[];
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** Cards a phone shows at once; the ones after them hydrate later, one task each. */
const CARDS_HYDRATED_FIRST = 2;

export function ListingGrid({ listings, headingLevel, className }: ListingGridProps) {
  // The first photo on screen is fetched first; a card without one has no image to hurry.
  const firstPhoto = listings.findIndex((listing) => listing.images.length > 0);
  return (
    <ul className={cn(LISTING_GRID_CLASS, className)}>
      {listings.map((listing, index) => {
        const card = (
          <li key={listing.id} className="flex">
            <ListingCard
              listing={listing}
              priority={index === firstPhoto}
              headingLevel={headingLevel}
              className="w-full"
            />
          </li>
        );
        if (index < CARDS_HYDRATED_FIRST) return card;
        return <HydrateLater key={listing.id}>{card}</HydrateLater>;
      })}
    </ul>
  );
}

function ListingCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-5 w-2/5" />
      </div>
    </div>
  );
}

/** Six placeholder cards while results load (docs/product.md §9). */
export function ListingGridSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn(LISTING_GRID_CLASS, className)} aria-hidden="true">
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </div>
  );
}
