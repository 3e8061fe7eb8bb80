import type { ListingWrite } from '#shared/listing-write-schema.ts';
import { formatUsPhone } from '#shared/text.ts';
import { coordinatesForZip } from '../listings/zip-geo.ts';
import type { ListingInsert } from './provider-listings.repo.ts';

/**
 * The written fields are the stored columns (same names); what the server adds is coordinates
 * that always follow the ZIP (null when unknown), one phone format and no repeated amenity.
 */
export function toListingValues(data: ListingWrite): Omit<ListingInsert, 'providerId'> {
  const coordinates = coordinatesForZip(data.zipCode);
  return {
    ...data,
    lat: coordinates?.lat ?? null,
    lng: coordinates?.lng ?? null,
    amenities: [...new Set(data.amenities)],
    contactPhoneNumber: data.contactPhoneNumber ? formatUsPhone(data.contactPhoneNumber) : null,
  };
}
