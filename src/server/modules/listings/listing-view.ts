import type { CareType, PaymentSource } from '#shared/constants.ts';
import { toPublicListingId, toStoredListingId } from '#shared/listing-id.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import type { listings } from '../../db/schema/index.ts';
import { SAMPLE_LISTINGS } from './sample-listings.ts';

const sampleOperator = (storedId: string) =>
  SAMPLE_LISTINGS.find((s) => toStoredListingId(s.id) === storedId)?.operator ?? 'CareNest sample';

type ListingColumns = typeof listings.$inferSelect;

type ViewedColumn = Exclude<
  keyof ListingColumns,
  // featured/rating/reviewCount reach the view through the row's own fields, not the listing.
  | `google${string}`
  | 'lat'
  | 'lng'
  | 'images'
  | 'featured'
  | 'rating'
  | 'reviewCount'
  // Moderation's own column: the view shows the draft flag it sets (docs/decisions/034).
  | 'unpublishedAt'
  // Saved-search alerts' own column (docs/decisions/045).
  | 'publishedAt'
>;

/** What a view takes from outside the listing's own columns (its provider, reviews, plan). */
export type ListingViewExtras = {
  providerName: string | null;
  providerLogo: string | null;
  rating: number | null;
  reviewCount: number;
  featured: boolean;
  distance: number | null;
};

/** What the display shape is made from: a search/detail row, or a built-in sample's columns. */
export type ListingViewSource = ListingViewExtras & {
  listing: Pick<ListingColumns, ViewedColumn> & {
    lat: number | null;
    lng: number | null;
    images: string[];
  };
};

/** The prices a family reads (docs/decisions/048); no starting price for an unclaimed record. */
function toPricing(l: ListingViewSource['listing']): ListingView['pricing'] {
  return {
    startingAt: l.pricingStartingAt === null ? null : Number(l.pricingStartingAt),
    pricingNote: l.pricingNote,
    byRoom: l.roomPrices,
    careFeeNote: l.careFeeNote,
    confirmedAt: l.pricesConfirmedAt?.toISOString() ?? null,
  };
}

/**
 * The one row → view mapping (docs/product.md §3's display shape). The sample fall-back goes through it
 * too (sampleListingRow), so a sample never looks different when the database is down.
 */
export function toListingView(row: ListingViewSource): ListingView {
  const l = row.listing;
  return {
    id: toPublicListingId(l.id),
    title: l.title,
    providerId: l.providerId,
    provider: {
      name: l.isSample ? sampleOperator(l.id) : (row.providerName ?? ''),
      logo: row.providerLogo,
    },
    location: {
      address: l.address,
      city: l.city,
      state: l.state,
      zipCode: l.zipCode,
      coordinates: l.lat !== null && l.lng !== null ? { lat: l.lat, lng: l.lng } : null,
      distanceFromCenter: row.distance,
    },
    careType: l.careType as CareType,
    images: l.images,
    description: l.description,
    amenities: l.amenities,
    paymentSources: l.paymentSources as PaymentSource[],
    pricing: toPricing(l),
    rooms: { private: l.roomsPrivate, shared: l.roomsShared },
    capacity: l.capacity,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: Number(row.reviewCount),
    contact: {
      phone: l.contactPhoneNumber,
      email: l.contactEmailAddress,
      externalUrl: l.contactExternalUrl,
      website: l.companyWebsite,
    },
    // An imported copy is sample content until its provider edits and saves it (docs/architecture.md §5.7).
    isSample: l.isSample || (l.importedSampleId !== null && l.draft),
    draft: l.draft,
    unclaimed: l.unclaimed,
    featured: Boolean(row.featured),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}
