import { distanceMiles, type Coordinates } from '#shared/geo.ts';
import type { CompareQuery, CompareResult } from '#shared/compare-schemas.ts';
import type { ListingDetail } from '#shared/listing-schemas.ts';
import type { Place } from '#shared/place-schemas.ts';
import type { Db } from '../../db/client.ts';
import { findListingDetail } from '../listings/listings.service.ts';
import { resolvePlace } from '../places/places.service.ts';

const withDistance = (listing: ListingDetail, center: Coordinates | null): ListingDetail => {
  const at = listing.location.coordinates;
  const distance = center && at ? distanceMiles(center, at) : null;
  return { ...listing, location: { ...listing.location, distanceFromCenter: distance } };
};

/**
 * The communities of a comparison, in the order asked (docs/decisions/044). An id that names no
 * public community (unknown, a draft, unpublished by moderation) is reported, not fatal: a shared
 * link outlives the listings in it. A replaced sample answers with its published copy.
 */
export async function compareListings(db: Db, query: CompareQuery): Promise<CompareResult> {
  const place = query.near ? resolvePlace(query.near) : null;
  const found = await Promise.all(query.ids.map((id) => findListingDetail(db, id)));
  const listings: ListingDetail[] = [];
  const unavailable: string[] = [];
  found.forEach((listing, i) => {
    if (!listing) unavailable.push(query.ids[i]);
    // A sample and its published copy, both asked for, are one community.
    else if (!listings.some((l) => l.id === listing.id)) listings.push(listing);
  });
  const { center = null, ...shownPlace } = place ?? {};
  return {
    listings: listings.map((l) => withDistance(l, center)),
    unavailable,
    place: place ? (shownPlace as Place) : null,
    placeNotFound: Boolean(query.near) && !place,
  };
}
