import type { ListingWrite } from '#shared/listing-write-schema.ts';
import { startingPrice } from '#shared/room-prices.ts';
import { formatUsPhone } from '#shared/text.ts';
import { coordinatesForZip } from '../listings/zip-geo.ts';
import type { listings } from '../../db/schema/index.ts';

/**
 * The written fields are the stored columns (same names); what the server adds is coordinates
 * that always follow the ZIP (null when unknown), one phone format, no repeated amenity, the
 * starting price derived from the rooms' prices when they are given, and the date the prices
 * were confirmed: saving them is confirming them (docs/decisions/048).
 */
export function toListingValues(
  data: ListingWrite,
): Omit<typeof listings.$inferInsert, 'providerId'> {
  const coordinates = coordinatesForZip(data.zipCode);
  return {
    ...data,
    lat: coordinates?.lat ?? null,
    lng: coordinates?.lng ?? null,
    amenities: [...new Set(data.amenities)],
    pricingStartingAt: startingPrice(data.pricingStartingAt, data.roomPrices),
    pricesConfirmedAt: new Date(),
    contactPhoneNumber: data.contactPhoneNumber ? formatUsPhone(data.contactPhoneNumber) : null,
  };
}
