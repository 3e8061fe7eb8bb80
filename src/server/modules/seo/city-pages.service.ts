import {
  CITY_PAGE_LISTINGS,
  CITY_RADIUS_MILES,
  NEARBY_CITY_MILES,
  TOP_CITIES_LIMIT,
  type CityLink,
  type CityPage,
  type TopCities,
} from '#shared/city-schemas.ts';
import { CARE_TYPES, type CareType } from '#shared/constants.ts';
import { careTypeOfSegment, slugify } from '#shared/seo-paths.ts';
import { distanceMiles } from '#shared/geo.ts';
import type { Db } from '../../db/client.ts';
import { listingViewsByIds } from '../listings/listings.service.ts';
import { findCityPlace, type CityPlace } from './city-place.ts';
import {
  careTypeCounts,
  cityFromListings,
  cityGroupsNear,
  cityStats,
  nearestListingIds,
  topCityGroups,
} from './city-pages.repo.ts';

const NEARBY_CITY_LINKS = 8;

const careTypeNamed = (name: string): CareType | null =>
  CARE_TYPES.find((type) => type === name) ?? null;

const sameCity = (a: { state: string; city: string }, b: { state: string; city: string }) =>
  slugify(a.state) === slugify(b.state) && slugify(a.city) === slugify(b.city);

/**
 * The page /{care type}/{state}/{city}, from the path's three segments; null when the care type
 * or the city is unknown (the page answers 404). A known city with no such community yet still
 * has a page, which links to what is nearby and is kept out of search indexes.
 */
export async function getCityPage(
  db: Db,
  segments: { careType: string; state: string; city: string },
): Promise<CityPage | null> {
  // Other spellings (capitals, the care type's own name) find the page, which then redirects.
  const careType = careTypeOfSegment(segments.careType) ?? careTypeNamed(segments.careType);
  const [state, city] = [slugify(segments.state), slugify(segments.city)];
  if (!careType || !state || !city) return null;
  const place: CityPlace | null =
    findCityPlace(state, city) ?? (await cityFromListings(db, state, city));
  if (!place) return null;
  const { center } = place;
  const radius = place.reach ?? CITY_RADIUS_MILES;
  const [stats, ids, groups, counts] = await Promise.all([
    cityStats(db, center, radius, careType),
    nearestListingIds(db, center, radius, careType, CITY_PAGE_LISTINGS),
    cityGroupsNear(db, center, Math.max(NEARBY_CITY_MILES, radius), careType),
    careTypeCounts(db, center, radius),
  ]);
  const nearbyCities = groups
    .filter((g) => !sameCity(g, place))
    .slice(0, NEARBY_CITY_LINKS)
    .map(({ state, city, count }) => ({ careType, state, city, count }));
  // Other care types count what lies within the page's own radius, like its total does.
  const otherCareTypes: CityLink[] = CARE_TYPES.flatMap((type) => {
    const count = counts.find((c) => c.careType === type)?.count ?? 0;
    if (type === careType || count === 0) return [];
    return [{ careType: type, state: place.state, city: place.city, count }];
  });
  return {
    careType,
    state: place.state,
    city: place.city,
    radiusMiles: radius,
    total: stats.total,
    priceRange:
      stats.min !== null && stats.max !== null ? { min: stats.min, max: stats.max } : null,
    listings: (await listingViewsByIds(db, ids)).map((listing) => ({
      ...listing,
      location: {
        ...listing.location,
        distanceFromCenter: listing.location.coordinates
          ? distanceMiles(center, listing.location.coordinates)
          : null,
      },
    })),
    nearbyCities,
    otherCareTypes,
  };
}

/** The cities with the most communities of one care type, for its care-type page. */
export async function getTopCities(db: Db, careType: CareType): Promise<TopCities> {
  const rows = await topCityGroups(db, careType, TOP_CITIES_LIMIT);
  return { cities: rows.map((row) => ({ careType, ...row })) };
}
