import { and, asc, count, desc, eq, max, min, sql, type SQL } from 'drizzle-orm';
import type { CareType } from '#shared/constants.ts';
import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import { boxAround, type Coordinates } from '#shared/geo.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { insideBox } from '../listings/geo-sql.ts';
import { realListing, slugSql } from './slug-sql.ts';

// Queries of the city × care-type pages. Every one starts from a latitude/longitude box around
// the city, which the geo index serves, then keeps the exact great-circle distance.

function milesFrom({ lat, lng }: Coordinates): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(sqrt(
    power(sin(radians(${listings.lat} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${listings.lat})) *
    power(sin(radians(${listings.lng} - ${lng}::float8) / 2), 2))))`;
}

/** Real communities within `miles` of `center` (and of `careType`, when given). */
function near(center: Coordinates, miles: number, careType?: CareType): SQL | undefined {
  return and(
    realListing,
    careType ? eq(listings.careType, careType) : undefined,
    insideBox(boxAround(center, miles)),
    sql`${milesFrom(center)} <= ${miles}`,
  );
}

export async function cityStats(db: Db, center: Coordinates, miles: number, careType: CareType) {
  const [row] = await db
    .select({
      total: count(),
      min: min(listings.pricingStartingAt),
      max: max(listings.pricingStartingAt),
    })
    .from(listings)
    .where(near(center, miles, careType));
  return { total: row?.total ?? 0, min: row?.min ?? null, max: row?.max ?? null };
}

/** Ids of the nearest communities of this care type, paid placement first among equals. */
export async function nearestListingIds(
  db: Db,
  center: Coordinates,
  miles: number,
  careType: CareType,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(near(center, miles, careType))
    .orderBy(asc(milesFrom(center)), desc(listings.featured), asc(listings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

const stateSlug = slugSql(listings.state);
const citySlug = slugSql(listings.city);

export type CityGroup = {
  careType: CareType;
  state: string;
  city: string;
  count: number;
  miles: number;
};

/** Cities (by slug) with communities near `center`, per care type, nearest first. */
export async function cityGroupsNear(
  db: Db,
  center: Coordinates,
  miles: number,
  careType?: CareType,
): Promise<CityGroup[]> {
  const rows = await db
    .select({
      careType: listings.careType,
      state: min(listings.state).mapWith(String),
      city: min(listings.city).mapWith(String),
      count: count(),
      miles: min(milesFrom(center)).mapWith(Number),
    })
    .from(listings)
    .where(and(near(center, miles, careType), sql`${citySlug} <> ''`))
    .groupBy(listings.careType, stateSlug, citySlug)
    .orderBy(sql`5`, asc(listings.careType));
  return rows as CityGroup[];
}

/** The cities with the most communities of one care type. */
export async function topCityGroups(db: Db, careType: CareType, limit: number) {
  const rows = await db
    .select({
      state: min(listings.state).mapWith(String),
      city: min(listings.city).mapWith(String),
      count: count(),
    })
    .from(listings)
    .where(and(realListing, eq(listings.careType, careType), sql`${citySlug} <> ''`))
    .groupBy(stateSlug, citySlug)
    .orderBy(desc(count()), sql`2`)
    .limit(limit);
  return rows;
}

/** A city the ZIP dataset does not know, placed at the middle of its own communities. */
export async function cityFromListings(db: Db, state: string, city: string) {
  const [row] = await db
    .select({
      state: min(listings.state),
      city: min(listings.city),
      lat: sql<number | null>`avg(${listings.lat})::float8`,
      lng: sql<number | null>`avg(${listings.lng})::float8`,
    })
    .from(listings)
    .where(and(realListing, sql`${stateSlug} = ${state}`, sql`${citySlug} = ${city}`));
  if (!row?.state || !row.city || row.lat === null || row.lng === null) return null;
  return { state: row.state, city: row.city, center: { lat: row.lat, lng: row.lng } };
}

/** How many real communities of each care type lie within `miles` of `center`. */
export async function careTypeCounts(db: Db, center: Coordinates, miles: number) {
  const rows = await db
    .select({ careType: listings.careType, count: count() })
    .from(listings)
    .where(near(center, miles))
    .groupBy(listings.careType);
  return rows as { careType: CareType; count: number }[];
}
