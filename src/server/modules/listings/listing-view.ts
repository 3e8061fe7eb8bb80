import type { CareType, PaymentSource } from '#shared/constants.ts';
import { toPublicListingId, toStoredListingId } from '#shared/listing-id.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import type { listings } from '../../db/schema/index.ts';
import { SAMPLE_LISTINGS, sampleListingRow } from './sample-listings.ts';

const sampleOperator = (storedId: string) =>
  SAMPLE_LISTINGS.find((s) => toStoredListingId(s.id) === storedId)?.operator ?? 'CareNest sample';

/** The prices a family reads (docs/decisions/048); no starting price for an unclaimed record. */
function toPricing(
  l: Pick<
    typeof listings.$inferSelect,
    'pricingStartingAt' | 'pricingNote' | 'roomPrices' | 'careFeeNote' | 'pricesConfirmedAt'
  >,
): ListingView['pricing'] {
  return {
    startingAt: l.pricingStartingAt === null ? null : Number(l.pricingStartingAt),
    pricingNote: l.pricingNote,
    byRoom: l.roomPrices,
    careFeeNote: l.careFeeNote,
    confirmedAt: l.pricesConfirmedAt?.toISOString() ?? null,
  };
}

/**
 * The one row → view mapping (docs/product.md §3's display shape), from the row view-sql.ts's
 * viewSelection reads: the listing's columns with its provider's name and logo and its distance.
 * Google's columns are not read; moderation's and saved-search alerts' own are not shown (the
 * draft flag is, docs/decisions/034 and 045). The driver may give numeric columns as strings,
 * hence the Number()s. The sample fall-back goes through it too (sampleListingView), so a sample
 * never looks different when the database is down.
 */
export function toListingView(
  row: Omit<typeof listings.$inferSelect, `google${string}` | 'unpublishedAt' | 'publishedAt'> & {
    providerName: string | null;
    providerLogo: string | null;
    distance: number | null;
  },
): ListingView {
  return {
    id: toPublicListingId(row.id),
    title: row.title,
    providerId: row.providerId,
    provider: {
      name: row.isSample ? sampleOperator(row.id) : (row.providerName ?? ''),
      logo: row.providerLogo,
    },
    location: {
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      coordinates: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
      distanceFromCenter: row.distance,
    },
    careType: row.careType as CareType,
    images: row.images,
    description: row.description,
    amenities: row.amenities,
    paymentSources: row.paymentSources as PaymentSource[],
    pricing: toPricing(row),
    rooms: { private: row.roomsPrivate, shared: row.roomsShared },
    capacity: row.capacity,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: Number(row.reviewCount),
    contact: {
      phone: row.contactPhoneNumber,
      email: row.contactEmailAddress,
      externalUrl: row.contactExternalUrl,
      website: row.companyWebsite,
    },
    // An imported copy is sample content until its provider edits and saves it (docs/architecture.md §5.7).
    isSample: row.isSample || (row.importedSampleId !== null && row.draft),
    draft: row.draft,
    unclaimed: row.unclaimed,
    featured: Boolean(row.featured),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A built-in sample as a view: its stored row, before any review, from no provider's account. */
export function sampleListingView(sample: (typeof SAMPLE_LISTINGS)[number]): ListingView {
  return toListingView({
    ...sampleListingRow(sample),
    featured: false,
    rating: null,
    reviewCount: 0,
    providerName: null,
    providerLogo: null,
    distance: null,
  });
}
