import type { ReactNode } from 'react';
import { Check, ExternalLink, MapPin, X } from 'lucide-react';
import type { ListingView } from '#shared/listing-schemas.ts';
import { PAYMENT_SOURCE_LABELS } from '#shared/constants.ts';
import {
  formatDistanceFromSearch,
  formatFullAddress,
  formatMonthlyPrice,
} from '#web/lib/listing-format.ts';
import { safeHttpUrl } from '../../contact-links.ts';
import { HydrateLater } from '#web/lib/hydrate-later.tsx';
import { PriceConfirmation, RoomPriceTable } from './room-prices.tsx';

type FrameProps = { id: string; title: string; children: ReactNode };

/** A titled section that the shortcut buttons scroll to; its heading takes focus. */
export function SectionFrame({ id, title, children }: FrameProps) {
  // On a community page these are below the fold: they hydrate after the top of the page.
  return (
    <HydrateLater>
      <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16 py-5">
        <h3
          id={`${id}-title`}
          tabIndex={-1}
          className="mb-3 text-lg font-semibold focus:outline-none focus-visible:underline"
        >
          {title}
        </h3>
        {children}
      </section>
    </HydrateLater>
  );
}

export function AboutSection({ listing }: { listing: ListingView }) {
  const website = safeHttpUrl(listing.contact.website);
  return (
    <div className="grid gap-3 text-base leading-relaxed">
      <p className="whitespace-pre-line">{listing.description}</p>
      {listing.provider.name ? (
        <p className="text-sm text-muted-foreground">
          Operated by <span className="font-medium text-foreground">{listing.provider.name}</span>
        </p>
      ) : null}
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Visit the community's website
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

export function AmenitiesSection({ listing }: { listing: ListingView }) {
  if (listing.amenities.length === 0) {
    return <p className="text-muted-foreground">The provider has not listed amenities yet.</p>;
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {listing.amenities.map((amenity) => (
        <li key={amenity} className="flex items-center gap-2">
          <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {amenity}
        </li>
      ))}
    </ul>
  );
}

function RoomRow({ label, available }: { label: string; available: boolean }) {
  const Icon = available ? Check : X;
  return (
    <li className="flex items-center gap-2">
      <Icon
        className={available ? 'size-4 text-primary' : 'size-4 text-muted-foreground'}
        aria-hidden="true"
      />
      {label}: {available ? 'Available' : 'Not available'}
    </li>
  );
}

export function PricingSection({ listing }: { listing: ListingView }) {
  return (
    <div className="grid gap-3">
      <p className="text-2xl font-bold text-primary-strong">
        {formatMonthlyPrice(listing.pricing.startingAt)}
      </p>
      {listing.pricing.pricingNote ? (
        <p className="text-muted-foreground">{listing.pricing.pricingNote}</p>
      ) : null}
      <RoomPriceTable pricing={listing.pricing} />
      {listing.pricing.careFeeNote ? (
        <p>
          <span className="font-medium">Care-level fees:</span> {listing.pricing.careFeeNote}
        </p>
      ) : null}
      <PriceConfirmation pricing={listing.pricing} />
      <ul className="grid gap-1.5">
        {/* Public records say nothing about rooms: an unclaimed listing states none. */}
        {listing.unclaimed ? null : (
          <>
            <RoomRow label="Private rooms" available={listing.rooms.private} />
            <RoomRow label="Shared rooms" available={listing.rooms.shared} />
          </>
        )}
        {listing.capacity !== null ? (
          <li className="flex items-center gap-2">
            <Check className="size-4 text-primary" aria-hidden="true" />
            Capacity: {listing.capacity} residents
          </li>
        ) : null}
      </ul>
      {listing.paymentSources.length > 0 ? (
        <p data-testid="payment-accepted">
          <span className="font-medium">Payment accepted:</span>{' '}
          {listing.paymentSources.map((source) => PAYMENT_SOURCE_LABELS[source]).join(', ')}
        </p>
      ) : null}
    </div>
  );
}

export function LocationSection({ listing }: { listing: ListingView }) {
  const address = formatFullAddress(listing);
  const { distanceFromCenter } = listing.location;
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  return (
    <div className="grid gap-2">
      <p className="flex items-start gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{address}</span>
      </p>
      {distanceFromCenter !== null ? (
        <p className="text-sm text-muted-foreground">
          {formatDistanceFromSearch(distanceFromCenter)}
        </p>
      ) : null}
      <a
        href={mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        View on a map
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
