import { Link } from 'react-router';
import { Eye, MapPin, Pencil } from 'lucide-react';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CareTypeBadge, ListingMarkers } from '#web/components/listing/listing-badges.tsx';
import { ListingCardPhoto } from '#web/components/listing/listing-image.tsx';
import { formatCityState, formatMonthlyPrice } from '#web/lib/listing-format.ts';
import { paths } from '#web/lib/paths.ts';
import { ConfirmPricesButton } from './confirm-prices-button.tsx';
import { DeleteListingButton } from './delete-listing-button.tsx';

type ProviderListingCardProps = { listing: ListingView; priority?: boolean };

/** One of my listings: photo, title, place, price, and Edit / Delete. */
export function ProviderListingCard({ listing, priority = false }: ProviderListingCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      <div className="relative">
        <ListingCardPhoto src={listing.images[0]} priority={priority} />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {listing.draft ? <Badge className="bg-foreground text-background">Draft</Badge> : null}
          <ListingMarkers listing={listing} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CareTypeBadge careType={listing.careType} className="self-start" />
        <h3 className="text-lg leading-snug font-semibold">{listing.title}</h3>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {formatCityState(listing)}
        </p>
        <p className="font-semibold text-primary-strong">
          {formatMonthlyPrice(listing.pricing.startingAt)}
        </p>
        {listing.draft ? (
          <p className="text-sm text-muted-foreground">
            Not visible to families yet: edit and save it to publish it as your own listing.
          </p>
        ) : (
          <ConfirmPricesButton listing={listing} />
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.editListing(listing.id)} aria-label={`Edit ${listing.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          {listing.draft ? null : (
            <Button asChild variant="ghost" size="sm">
              <Link
                to={`${paths.browse}?listing=${encodeURIComponent(listing.id)}`}
                aria-label={`View ${listing.title} as families see it`}
              >
                <Eye aria-hidden="true" />
                View
              </Link>
            </Button>
          )}
          <DeleteListingButton listing={listing} />
        </div>
      </div>
    </article>
  );
}
