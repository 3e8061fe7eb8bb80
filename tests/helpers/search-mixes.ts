import type { Database } from '#server/db/client.ts';
import { seedSampleListings } from '#server/db/seed.ts';
import { searchStatements, type ListingFilters } from '#server/modules/listings/search.repo.ts';
import {
  planSearch,
  resolveOrigin,
  searchFilters,
} from '#server/modules/listings/search-request.ts';
import { seedRealisticData } from '#server/seed/seed-realistic.ts';
import { LISTING_PAGE_SIZE } from '#shared/constants.ts';
import { listingSearchQuerySchema } from '#shared/listing-schemas.ts';
import { openTestDatabase } from './test-db.ts';

// The searches the browse page and the map send, on a seeded directory: what the query-plan
// tests (search-plans, map-plans, search-generic-plans) run against (docs/decisions/011).

/** A database with the samples and 3,000 seeded listings, analysed as `npm run seed` leaves it. */
export async function openSeededSearchDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  await seedSampleListings(database.db);
  await seedRealisticData(database, { listings: 3000, seed: 1 });
  return database;
}

/** The plan PostgreSQL (or PGlite) chooses for a statement, as text. */
export async function planOf(
  database: Database,
  { sql, params }: { sql: string; params: unknown[] },
): Promise<string> {
  const result = await database.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

export const PAGE_SIZE = LISTING_PAGE_SIZE.default;
// A directory this size hides the built-in samples (SAMPLE_LISTINGS=auto); `always` shows them.
export const base: ListingFilters = {
  careTypes: [],
  origin: null,
  radiusMiles: 25,
  includeSamples: false,
};
const portlandOr = () => resolveOrigin({ zip: '97214' });
export const SEARCH_MIXES: Record<string, { filters: ListingFilters; page: number }> = {
  'no filter': { filters: base, page: 1 },
  text: { filters: { ...base, location: 'Portland' }, page: 1 },
  'care types + price': {
    filters: {
      ...base,
      careTypes: ['assisted-living', 'memory-care'],
      minPrice: 2000,
      maxPrice: 5000,
    },
    page: 1,
  },
  'ZIP + 25 miles': { filters: { ...base, origin: portlandOr() }, page: 1 },
  'all together': {
    filters: {
      location: 'Portland',
      careTypes: ['assisted-living'],
      minPrice: 1000,
      maxPrice: 9000,
      origin: portlandOr(),
      radiusMiles: 25,
      includeSamples: false,
    },
    page: 1,
  },
  'page 5': { filters: base, page: 5 },
  // Typed places and the chosen filters and orders (docs/decisions/038), as the API plans them.
  'typed "City, ST"': { filters: typed('location=Portland%2C+OR'), page: 1 },
  'typed ZIP': { filters: typed('location=97214'), page: 1 },
  'typed state': { filters: typed('location=OR'), page: 1 },
  'place + price sort': { filters: typed('location=Portland%2C+OR&sort=price-asc'), page: 1 },
  'place + amenities + payment source': {
    filters: typed('location=Portland%2C+OR&amenity=WiFi&amenity=Garden&payment=medicaid'),
    page: 1,
  },
  'price sort': { filters: typed('sort=price-asc'), page: 3 },
  'price sort, high to low': { filters: typed('sort=price-desc'), page: 1 },
  'rating sort': { filters: typed('sort=rating'), page: 1 },
  'newest sort': { filters: typed('sort=newest'), page: 1 },
  'amenities + payment source': { filters: typed('amenity=Garden&payment=medicaid'), page: 1 },
  // A map area (docs/decisions/046): a metro, a state's width, and with filters and a sort.
  'map area': { filters: typed('bbox=-122.9,45.3,-122.3,45.7'), page: 1 },
  'wide map area': { filters: typed('bbox=-125,42,-116,49'), page: 2 },
  'map area + care type + price, price sort': {
    filters: typed(
      'bbox=-122.9,45.3,-122.3,45.7&type=assisted-living&maxPrice=6000&sort=price-asc',
    ),
    page: 1,
  },
};

/** The filters GET /api/listings plans for this query string. */
export function typed(search: string): ListingFilters {
  const query = listingSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  return searchFilters(query, planSearch(query), false);
}

/** The mixes that search around a point or in a map area: a box of the geo index. */
export const IN_A_BOX = new Set([
  'ZIP + 25 miles',
  'all together',
  'typed "City, ST"',
  'typed ZIP',
  'place + price sort',
  'place + amenities + payment source',
  'map area',
  'wide map area',
  'map area + care type + price, price sort',
]);

/**
 * The statements one search sends: for the best match the samples, both streams and the counts;
 * for a chosen sort its one stream and the count.
 */
export function statementsOf(filters: ListingFilters, page: number) {
  const statements = searchStatements(filters, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const { samples, streams, sorted, featuredCount, organicCount, count } = statements;
  return (filters.sort ?? 'best') === 'best'
    ? [samples, streams, featuredCount, organicCount, count]
    : [sorted, count];
}
