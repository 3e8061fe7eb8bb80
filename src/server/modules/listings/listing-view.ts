import type { CareType } from '#shared/constants.ts';
import { toPublicListingId, toStoredListingId } from '#shared/listing-id.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import type { ListingRow } from './listings.repo.ts';
import { SAMPLE_LISTINGS, sampleImages, type SampleListing } from './sample-listings.ts';

const sampleOperator = (storedId: string) =>
  SAMPLE_LISTINGS.find((s) => toStoredListingId(s.id) === storedId)?.operator ?? 'CareNest sample';

/** Maps a stored listing row to SPEC §3's display shape. */
export function toListingView(row: ListingRow): ListingView {
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
    pricing: { startingAt: Number(l.pricingStartingAt), pricingNote: l.pricingNote },
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
    // A provider's imported copy of a sample is still sample content (DESIGN.md §5.5).
    isSample: l.isSample || l.importedSampleId !== null,
    featured: Boolean(row.featured),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** The display shape of a built-in sample straight from code (used when the database is down). */
export function sampleToListingView(s: SampleListing): ListingView {
  const created = new Date('2023-01-01T00:00:00Z').toISOString();
  return {
    id: s.id,
    title: s.title,
    providerId: null,
    provider: { name: s.operator, logo: null },
    location: {
      address: s.address,
      city: s.city,
      state: s.state,
      zipCode: s.zipCode,
      coordinates: { lat: s.lat, lng: s.lng },
      distanceFromCenter: null,
    },
    careType: s.careType,
    images: sampleImages(Number(s.id)),
    description: s.description,
    amenities: s.amenities,
    pricing: { startingAt: s.pricingStartingAt, pricingNote: s.pricingNote },
    rooms: { private: s.roomsPrivate, shared: s.roomsShared },
    capacity: s.capacity,
    rating: null,
    reviewCount: 0,
    contact: {
      phone: s.contactPhoneNumber,
      email: s.contactEmailAddress,
      externalUrl: s.contactExternalUrl,
      website: s.companyWebsite,
    },
    isSample: true,
    featured: false,
    createdAt: created,
    updatedAt: created,
  };
}
