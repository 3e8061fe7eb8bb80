import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  max,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, profiles, reviews, subscriptions } from '../../db/schema/index.ts';
import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import type { CareType } from '#shared/constants.ts';

export interface SearchOrigin {
  /** Known centre point: measure great-circle miles. */
  coordinates: { lat: number; lng: number } | null;
  /** A ZIP the dataset does not know: fall back to the |zipA − zipB| / 100 estimate. */
  estimateFromZip: string | null;
}

export interface ListingFilters {
  location?: string;
  careTypes: CareType[];
  minPrice?: number;
  maxPrice?: number;
  origin: SearchOrigin | null;
  radiusMiles: number;
}

const MILES_PER_DEGREE_LAT = 69.0;

function distanceExpression(origin: SearchOrigin): SQL<number | null> {
  if (origin.coordinates) {
    const { lat, lng } = origin.coordinates;
    return sql<number | null>`round((2 * ${EARTH_RADIUS_MILES}::float8 * asin(sqrt(
      power(sin(radians(${listings.lat} - ${lat}::float8) / 2), 2) +
      cos(radians(${lat}::float8)) * cos(radians(${listings.lat})) *
      power(sin(radians(${listings.lng} - ${lng}::float8) / 2), 2))))::numeric)::float8`;
  }
  return sql<number | null>`case when ${listings.zipCode} ~ '^[0-9]{5}'
    then round(abs(substring(${listings.zipCode} from 1 for 5)::int - ${Number(origin.estimateFromZip)}::int) / 100.0)::float8
    end`;
}

function whereClause(filters: ListingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.location) {
    const pattern = `%${filters.location.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`lower(${listings.city}) like ${pattern}`,
        sql`lower(${listings.state}) like ${pattern}`,
        sql`${listings.zipCode} like ${pattern}`,
      ),
    );
  }
  if (filters.careTypes.length > 0) conditions.push(inArray(listings.careType, filters.careTypes));
  if (filters.minPrice !== undefined)
    conditions.push(gte(listings.pricingStartingAt, filters.minPrice));
  if (filters.maxPrice !== undefined)
    conditions.push(lte(listings.pricingStartingAt, filters.maxPrice));
  const origin = filters.origin;
  if (origin?.coordinates) {
    // Bounding box first so the lat/lng indexes narrow the rows; then the exact distance.
    const { lat, lng } = origin.coordinates;
    const latDelta = filters.radiusMiles / MILES_PER_DEGREE_LAT;
    const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
    const lngDelta = filters.radiusMiles / (MILES_PER_DEGREE_LAT * cosLat);
    conditions.push(
      sql`${listings.lat} between ${lat - latDelta} and ${lat + latDelta}`,
      sql`${listings.lng} between ${lng - lngDelta} and ${lng + lngDelta}`,
    );
  }
  if (origin) conditions.push(sql`${distanceExpression(origin)} <= ${filters.radiusMiles}`);
  return and(...conditions);
}

/** A Premium provider with an active, unexpired subscription gets featured placement. */
export const featuredExpression = sql<boolean>`exists (
  select 1 from ${subscriptions}
  where ${subscriptions.providerId} = ${listings.providerId}
    and ${subscriptions.plan} = 'Premium' and ${subscriptions.status} = 'active'
    and ${subscriptions.endDate} > now())`;

const ratingExpression = sql<
  number | null
>`(select round(avg(${reviews.rating})::numeric, 1)::float8
  from ${reviews} where ${reviews.listingId} = ${listings.id})`;
const reviewCountExpression = sql<number>`(select count(*)::int from ${reviews}
  where ${reviews.listingId} = ${listings.id})`;

export function listingSelection(origin: SearchOrigin | null) {
  return {
    listing: listings,
    providerName: profiles.company,
    providerLogo: profiles.profileImage,
    rating: ratingExpression,
    reviewCount: reviewCountExpression,
    featured: featuredExpression,
    distance: origin ? distanceExpression(origin) : sql<number | null>`null::float8`,
  };
}

export type ListingRow = {
  listing: typeof listings.$inferSelect;
  providerName: string | null;
  providerLogo: string | null;
  rating: number | null;
  reviewCount: number;
  featured: boolean;
  distance: number | null;
};

export async function searchListings(
  db: Db,
  filters: ListingFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const where = whereClause(filters);
  const rows = await db
    .select(listingSelection(filters.origin))
    .from(listings)
    .leftJoin(profiles, eq(profiles.id, listings.providerId))
    .where(where)
    // Samples first (SPEC §3), then paid placement, then nearest / newest.
    .orderBy(
      desc(listings.isSample),
      desc(featuredExpression),
      ...(filters.origin ? [sql`${distanceExpression(filters.origin)} asc nulls last`] : []),
      desc(listings.createdAt),
      asc(listings.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(listings).where(where);
  return { rows: rows as ListingRow[], total };
}

export async function findListingRow(db: Db, storedId: string): Promise<ListingRow | undefined> {
  const [row] = await db
    .select(listingSelection(null))
    .from(listings)
    .leftJoin(profiles, eq(profiles.id, listings.providerId))
    .where(eq(listings.id, storedId));
  return row as ListingRow | undefined;
}

export async function priceExtremes(db: Db): Promise<{ min: number | null; max: number | null }> {
  const [row] = await db
    .select({ min: min(listings.pricingStartingAt), max: max(listings.pricingStartingAt) })
    .from(listings);
  return { min: row?.min ?? null, max: row?.max ?? null };
}
