import { Suspense, useId, useState } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { Link } from 'react-router';
import { ArrowUpRight, Mail, MapPin, Phone } from 'lucide-react';
import { BRAND } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { emailHref, telHref, type InquiryKind } from '../../contact-links.ts';
import { formatCityState, formatDistance, formatMonthlyPrice } from '../../format.ts';
import { FavoriteButton } from '../favorite-button.tsx';
import { CareTypeBadge, ListingMarkers } from '../listing-badges.tsx';
import { ListingRating } from '../listing-rating.tsx';
import { ListingReviews } from '../listing-reviews.tsx';
import {
  AboutSection,
  AmenitiesSection,
  LocationSection,
  PricingSection,
  SectionFrame,
} from './detail-sections.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { ScheduleTourDialog } from './schedule-tour-dialog.tsx';
import { SectionNav } from './section-nav.tsx';
import { ShareButton } from './share-button.tsx';

// The fullscreen gallery (a Radix dialog) loads when someone opens a photo, not with the page.
const FullscreenGallery = lazyNamed(() => import('./fullscreen-gallery.tsx'), 'FullscreenGallery');

type ViewProps = { listing: ListingView; onInquiry?: (kind: InquiryKind) => void };

export function ListingDetailHeader({ listing }: { listing: ListingView }) {
  const distance = formatDistance(listing);
  return (
    <div className="grid gap-2 border-b border-border px-6 py-4 pr-14">
      <div className="flex flex-wrap gap-1.5">
        <CareTypeBadge careType={listing.careType} />
        <ListingMarkers listing={listing} className="contents" />
      </div>
      <DialogTitle className="text-2xl">{listing.title}</DialogTitle>
      <DialogDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span>{formatCityState(listing)}</span>
        {distance ? <span>· {distance}</span> : null}
      </DialogDescription>
      <Link
        to={communityPath(listing)}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        View the community's page
        <ArrowUpRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

function ContactActions({ listing, onInquiry }: ViewProps) {
  const { phone, email } = listing.contact;
  return (
    <div className="flex flex-wrap gap-2">
      <ScheduleTourDialog listing={listing} onInquiry={onInquiry} />
      {phone ? (
        <Button asChild variant="outline">
          <a href={telHref(phone)} onClick={() => onInquiry?.('phone')}>
            <Phone aria-hidden="true" />
            Call
          </a>
        </Button>
      ) : null}
      {email ? (
        <Button asChild variant="outline">
          <a href={emailHref(listing, email)} onClick={() => onInquiry?.('email')}>
            <Mail aria-hidden="true" />
            Email
          </a>
        </Button>
      ) : null}
      <FavoriteButton listingId={listing.id} listingTitle={listing.title} variant="labelled" />
      <ShareButton listing={listing} />
    </div>
  );
}

/** The scrolling body of the detail dialog for a loaded listing. */
export function ListingDetailBody({ listing, onInquiry }: ViewProps) {
  const idPrefix = useId();
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const sections = [
    { id: `${idPrefix}-about`, label: 'About' },
    { id: `${idPrefix}-amenities`, label: 'Amenities' },
    { id: `${idPrefix}-pricing`, label: 'Pricing & Availability' },
    { id: `${idPrefix}-reviews`, label: 'Reviews' },
    { id: `${idPrefix}-location`, label: 'Location' },
  ] as const;
  const [about, amenities, pricing, reviews, location] = sections;

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <ImageCarousel
        images={listing.images}
        title={listing.title}
        onOpenGallery={setGalleryIndex}
      />
      {galleryIndex !== null ? (
        <Suspense fallback={null}>
          <FullscreenGallery
            images={listing.images}
            title={listing.title}
            startIndex={galleryIndex}
            onClose={() => setGalleryIndex(null)}
          />
        </Suspense>
      ) : null}
      <div className="px-6">
        {listing.isSample ? (
          <p role="note" className="mt-4 rounded-md bg-muted px-3 py-2 text-sm">
            This is a sample listing that shows how {BRAND} works. It is not a real community.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 py-4">
          <p className="text-xl font-bold text-primary-strong">
            {formatMonthlyPrice(listing.pricing.startingAt)}
          </p>
          <ListingRating rating={listing.rating} reviewCount={listing.reviewCount} />
        </div>
        <ContactActions listing={listing} onInquiry={onInquiry} />
        <SectionNav sections={sections} />
        <div className="divide-y divide-border">
          <SectionFrame id={about.id} title={about.label}>
            <AboutSection listing={listing} />
          </SectionFrame>
          <SectionFrame id={amenities.id} title={amenities.label}>
            <AmenitiesSection listing={listing} />
          </SectionFrame>
          <SectionFrame id={pricing.id} title={pricing.label}>
            <PricingSection listing={listing} />
          </SectionFrame>
          <SectionFrame id={reviews.id} title={reviews.label}>
            <ListingReviews listing={listing} />
          </SectionFrame>
          <SectionFrame id={location.id} title={location.label}>
            <LocationSection listing={listing} />
          </SectionFrame>
        </div>
      </div>
    </div>
  );
}
