import type { ListingView } from '#shared/listing-schemas.ts';
import type { ListingWrite } from '#shared/listing-write-schema.ts';

/**
 * The listing the API answers a save with (GET/POST/PUT /api/provider/listings): the fields
 * written, in the view's shape (src/shared/listing-schemas.ts).
 */
export function listingViewOf(id: string, written: ListingWrite): ListingView {
  return {
    id,
    title: written.title,
    providerId: 'provider-1',
    provider: { name: 'Willow Care Co', logo: null },
    location: {
      address: written.address,
      city: written.city,
      state: written.state,
      zipCode: written.zipCode,
      coordinates: null,
      distanceFromCenter: null,
    },
    careType: written.careType,
    images: [],
    description: written.description,
    amenities: written.amenities,
    paymentSources: written.paymentSources,
    pricing: {
      startingAt: written.pricingStartingAt,
      pricingNote: written.pricingNote,
      byRoom: written.roomPrices,
      careFeeNote: written.careFeeNote,
      confirmedAt: '2026-11-26T00:00:00.000Z',
    },
    rooms: { private: written.roomsPrivate, shared: written.roomsShared },
    capacity: written.capacity,
    rating: null,
    reviewCount: 0,
    contact: {
      phone: written.contactPhoneNumber,
      email: written.contactEmailAddress,
      externalUrl: written.contactExternalUrl,
      website: written.companyWebsite,
    },
    isSample: false,
    draft: false,
    unclaimed: false,
    featured: false,
    createdAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
  };
}
