import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MapPin } from 'lucide-react';
import type { ListingView } from '#shared/listing-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCityState, formatDistance, formatMonthlyPrice } from '#web/lib/listing-format.ts';
import { useListingDialogLink } from '#web/lib/listing-dialog-link.ts';
import { useListingActions } from './listing-actions.tsx';
import { CareTypeBadge, ListingMarkers } from '#web/components/listing/listing-badges.tsx';
import { ListingCardPhoto } from '#web/components/listing/listing-image.tsx';
import { ListingRating } from '#web/components/listing/listing-rating.tsx';

export type ListingCardProps = {
  listing: ListingView;
  /** The first card on screen loads its photo eagerly. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A plain click stays in the app; with a modifier key the browser opens the link itself. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A listing in a grid. The whole card is one link (the title) to the community's own page, which
 * is what crawlers, new tabs and visitors without JavaScript follow; a plain click opens the
 * detail dialog on this page instead (?listing={id}, docs/product.md §2). The heart sits above the link.
 */
export function ListingCard({
  listing,
  priority = false,
  headingLevel: Heading = 'h3',
  className,
}: ListingCardProps) {
  const { Favorite, Compare } = useListingActions();
  const dialogLink = useListingDialogLink();
  const navigate = useNavigate();
  const openDialog = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(dialogLink(listing.id), { preventScrollReset: true });
  };
  const distance = formatDistance(listing);
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:shadow-md',
        className,
      )}
    >
      <div className="relative">
        <ListingCardPhoto src={listing.images[0]} priority={priority} />
        <ListingMarkers listing={listing} className="absolute top-3 left-3" />
        <Favorite
          listingId={listing.id}
          listingTitle={listing.title}
          className="absolute top-2 right-2 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CareTypeBadge careType={listing.careType} className="self-start" />
        <Heading className="text-lg leading-snug font-semibold">
          <Link
            to={communityPath(listing)}
            onClick={openDialog}
            // Clicked before the script runs, it still opens the dialog (early-clicks.ts).
            data-hold-click=""
            className="rounded-sm after:absolute after:inset-0 focus-visible:outline-none"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span>{formatCityState(listing)}</span>
          {distance ? <span className="font-medium text-foreground">· {distance}</span> : null}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <p className="font-semibold text-primary-strong">
            {formatMonthlyPrice(listing.pricing.startingAt)}
          </p>
          <ListingRating rating={listing.rating} reviewCount={listing.reviewCount} />
        </div>
        {/* Above the card's link, like the heart. */}
        <Compare
          listingId={listing.id}
          listingTitle={listing.title}
          className="relative z-10 self-start"
        />
      </div>
    </article>
  );
}
