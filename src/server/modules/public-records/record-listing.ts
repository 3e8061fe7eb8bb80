import { randomUUID } from 'node:crypto';
import type { CareType } from '#shared/constants.ts';
import type { PublicRecordSource } from '#shared/public-record-schemas.ts';
import type { listings } from '../../db/schema/index.ts';
import { coordinatesForZip } from '../listings/zip-geo.ts';
import { isListable, type ParsedRecord } from './record-layouts.ts';

/** The care type a source's facilities are listed under (docs/decisions/042). */
export const CARE_TYPE_OF_SOURCE: Record<PublicRecordSource, CareType> = {
  'cms-nursing-homes': 'skilled-nursing',
  'ca-rcfe': 'assisted-living',
};

/** What the listing says about itself: only what the record says, in words. */
export function recordDescription(r: ParsedRecord): string {
  if (r.source === 'cms-nursing-homes') {
    const beds = r.capacity === null ? '' : ` with ${r.capacity} certified beds`;
    const type = r.facilityType ? ` (${r.facilityType})` : '';
    return `Nursing home certified by the Centers for Medicare & Medicaid Services${type}${beds}.`;
  }
  const capacity = r.capacity === null ? '' : ` for up to ${r.capacity} residents`;
  return `Residential care facility for the elderly licensed by the California Department of Social Services${capacity}.`;
}

/** Coordinates as published, else the ZIP's centroid from the offline dataset. */
export function recordCoordinates(r: ParsedRecord) {
  if (r.lat !== null && r.lng !== null) return { lat: r.lat, lng: r.lng };
  return coordinatesForZip(r.zipCode) ?? { lat: null, lng: null };
}

/** The columns an unclaimed listing takes from its record (a new row, or an update of one). */
export function unclaimedListingColumns(r: ParsedRecord) {
  return {
    title: r.name,
    description: recordDescription(r),
    careType: CARE_TYPE_OF_SOURCE[r.source],
    address: r.address,
    city: r.city,
    state: r.state,
    zipCode: r.zipCode,
    ...recordCoordinates(r),
    contactPhoneNumber: r.phone,
    capacity: r.capacity,
    // Closed or pending facilities are kept out of every public read (docs/decisions/042).
    draft: !isListable(r),
  };
}

export function newUnclaimedListing(r: ParsedRecord): typeof listings.$inferInsert {
  return {
    id: randomUUID(),
    ...unclaimedListingColumns(r),
    unclaimed: true,
    providerId: null,
    pricingStartingAt: null,
    // Nothing published says which rooms a community has.
    roomsPrivate: false,
    roomsShared: false,
  };
}
