import { Suspense, useState } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { Link } from 'react-router';
import { ArrowUpRight, Mail, MapPin, Phone } from 'lucide-react';
import { BRAND } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { telHref } from '#web/lib/tel-href.ts';
import { emailHref, type ContactLinkKind } from '../../contact-links.ts';
import { formatCityState, formatDistance, formatMonthlyPrice } from '#web/lib/listing-format.ts';
import { useListingActions } from '#web/components/listing/listing-actions.tsx';
import { CareTypeBadge, ListingMarkers } from '#web/components/listing/listing-badges.tsx';
import { ListingRating } from '#web/components/listing/listing-rating.tsx';
import { ResponseTimeBadge } from '#web/components/listing/response-time-badge.tsx';
import type { ShownListing } from '#web/lib/listing-query.ts';
import {
  AboutSection,
  AmenitiesSection,
  LocationSection,
  PricingSection,
  SectionFrame,
} from './detail-sections.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { useListingDetailParts } from './listing-detail-parts.tsx';
import { ScheduleTourDialog } from './schedule-tour-dialog.tsx';
import { SafetyPanel } from './safety-panel.tsx';
import { unclaimedNotice } from '#shared/public-record-texts.ts';
import { SectionNav, useDetailSections, type DetailSections } from './section-nav.tsx';
import { ShareButton } from './share-button.tsx';

// The fullscreen gallery (a Radix dialog) loads when someone opens a photo, not with the page.
const FullscreenGallery = lazyNamed(() => import('./fullscreen-gallery.tsx'), 'FullscreenGallery');

type ViewProps = { listing: ShownListing; onInquiry?: (kind: ContactLinkKind) => void };

/**
 * The dialog's header: title, place, the community page link and the section shortcuts. It
 * stays in place while the body under it scrolls.
 */
export function ListingDetailHeader({
  listing,
  sections,
}: {
  listing: ListingView;
  sections: DetailSections;
}) {
  const distance = formatDistance(listing);
  return (
    <div className="shrink-0 border-b border-border">
      <div className="grid gap-1.5 px-6 pt-4 pb-2 pr-14 sm:gap-2">
        <div className="flex flex-wrap gap-1.5">
          <CareTypeBadge careType={listing.careType} />
          <ListingMarkers listing={listing} className="contents" />
        </div>
        <DialogTitle className="text-xl sm:text-2xl">{listing.title}</DialogTitle>
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
      <SectionNav sections={sections} placement="header" />
    </div>
  );
}

function ContactActions({ listing, onInquiry }: ViewProps) {
  const { Favorite, Compare } = useListingActions();
  const { ReportButton } = useListingDetailParts();
  const { phone, email } = listing.contact;
  return (
    <div className="flex flex-wrap gap-2">
      {/* Nobody answers an unclaimed listing's tour requests: only its public phone is shown. */}
      {listing.unclaimed ? null : <ScheduleTourDialog listing={listing} onInquiry={onInquiry} />}
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
      <Favorite listingId={listing.id} listingTitle={listing.title} variant="labelled" />
      <Compare listingId={listing.id} listingTitle={listing.title} className="h-10" />
      <ShareButton listing={listing} />
      <ReportButton target={{ kind: 'listing', id: listing.id }} />
    </div>
  );
}

type BodyProps = ViewProps & {
  /** The sections whose shortcuts a fixed header shows (the dialog's); without them the body
   * shows its own shortcuts above the sections (the community page). */
  sections?: DetailSections;
};

/** A loaded listing's detail under its header: in the dialog, the part that scrolls. */
export function ListingDetailBody({ listing, onInquiry, sections }: BodyProps) {
  const ownSections = useDetailSections();
  const { about, amenities, pricing, reviews, location } = sections ?? ownSections;
  const { Reviews } = useListingDetailParts();
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
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
        {listing.unclaimed && listing.publicRecord ? (
          <p role="note" className="mt-4 rounded-md bg-muted px-3 py-2 text-sm">
            {unclaimedNotice(listing.publicRecord.asOf)}
          </p>
        ) : null}
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
          <ResponseTimeBadge time={listing.responseTime} />
        </div>
        <ContactActions listing={listing} onInquiry={onInquiry} />
        {sections ? null : <SectionNav sections={ownSections} placement="inline" />}
        <div className="divide-y divide-border">
          {listing.publicRecord ? (
            <SectionFrame id="safety-section" title="Licence and safety record">
              <SafetyPanel record={listing.publicRecord} />
            </SectionFrame>
          ) : null}
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
            <Reviews listing={listing} />
          </SectionFrame>
          <SectionFrame id={location.id} title={location.label}>
            <LocationSection listing={listing} />
          </SectionFrame>
        </div>
      </div>
    </div>
  );
}

/** The detail dialog's content for a loaded listing: a fixed header over a scrolling body. */
export function ListingDetailPanel(props: ViewProps) {
  const sections = useDetailSections();
  return (
    <>
      <ListingDetailHeader listing={props.listing} sections={sections} />
      <ListingDetailBody {...props} sections={sections} />
    </>
  );
}
