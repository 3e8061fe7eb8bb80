import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { seedSampleListings } from '#server/db/seed.ts';
import {
  COUNT_CAP,
  searchListings,
  searchStatements,
  type ListingFilters,
} from '#server/modules/listings/search.repo.ts';
import {
  planSearch,
  resolveOrigin,
  searchFilters,
} from '#server/modules/listings/search-request.ts';
import { LISTING_PAGE_SIZE } from '#shared/constants.ts';
import { listingSearchQuerySchema } from '#shared/listing-schemas.ts';
import { seedRealisticData } from '#server/seed/seed-realistic.ts';
import { communityNamesQuery } from '#server/modules/places/community-names.ts';
import { openTestDatabase } from '#tests/helpers/test-db.ts';

// At scale (docs/decisions/011): on seeded data (analysed by the seeder, as `npm run seed` leaves it), no search the
// browse page sends reads the listings table sequentially: the page of rows and the capped count
// both come through indexes. Runs on PGlite and, in CI's second pass, on PostgreSQL.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedSampleListings(database.db);
  await seedRealisticData(database, { listings: 3000, seed: 1 });
}, 120_000);
afterAll(() => database.close());

const PAGE_SIZE = LISTING_PAGE_SIZE.default;
// A directory this size hides the built-in samples (SAMPLE_LISTINGS=auto); `always` shows them.
const base: ListingFilters = {
  careTypes: [],
  origin: null,
  radiusMiles: 25,
  includeSamples: false,
};
const portlandOr = () => resolveOrigin({ zip: '97214' });
const MIXES: Record<string, { filters: ListingFilters; page: number }> = {
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
function typed(search: string): ListingFilters {
  const query = listingSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  return searchFilters(query, planSearch(query), false);
}

async function plan({ sql, params }: { sql: string; params: unknown[] }): Promise<string> {
  const result = await database.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('search query plans on seeded data', () => {
  for (const [mix, { filters, page }] of Object.entries(MIXES)) {
    it(`${mix}: rows and count use indexes, never a sequential scan of listings`, async () => {
      for (const includeSamples of [false, true]) {
        const statements = searchStatements(
          { ...filters, includeSamples },
          { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
        );
        const { samples, streams, sorted, featuredCount, organicCount, count } = statements;
        // The best match reads the featured and organic streams; a chosen sort reads one.
        const all =
          (filters.sort ?? 'best') === 'best'
            ? [samples, streams, featuredCount, organicCount, count]
            : [sorted, count];
        for (const text of await Promise.all(all.map(plan))) {
          expect(text, text).not.toMatch(/Seq Scan on listings/);
          expect(text, text).toMatch(/Index|Bitmap/);
        }
      }
    });
  }

  it('a page of the unfiltered browse reads both streams off the browse-order index, unsorted', async () => {
    for (const includeSamples of [false, true]) {
      for (const offset of [0, 48]) {
        const filters = { ...base, includeSamples };
        const statements = searchStatements(filters, { limit: PAGE_SIZE, offset });
        const text = await plan(statements.streams);
        // One index scan per stream, each under its own LIMIT: nothing is sorted before the page
        // is chosen (only the page's own rows are, at the top).
        expect(text.match(/Index Scan using listings_browse_order_idx/g), text).toHaveLength(2);
        expect(text, text).not.toMatch(/->\s+(Incremental )?Sort/);
        expect(text, text).not.toMatch(/Bitmap Heap Scan on listings/);
        // Each chosen row's provider is looked up by key, not by hashing every profile.
        expect(text, text).toMatch(/Index Scan using profiles_pkey/);
        expect(text, text).not.toMatch(/Seq Scan on profiles/);
      }
    }
  });

  // Around a point (docs/decisions/047): the circle's rows are chosen and counted from
  // listings_geo_idx alone; only the page's own rows are read from the table, by key.
  const AROUND_A_POINT = [
    'ZIP + 25 miles',
    'typed "City, ST"',
    'typed ZIP',
    'place + price sort',
    'place + amenities + payment source',
  ];
  it.each(AROUND_A_POINT)(
    '%s: ids and count are an index-only read of the geo index',
    async (mix) => {
      const { filters } = MIXES[mix];
      const statements = searchStatements(filters, { limit: PAGE_SIZE, offset: 0 });
      const pages =
        (filters.sort ?? 'best') === 'best' ? [statements.streams] : [statements.sorted];
      for (const text of await Promise.all(pages.map(plan))) {
        expect(text, text).toMatch(/Index Only Scan using listings_geo_idx/);
        expect(text, text).toMatch(/Index Scan using listings_pkey on listings/);
        expect(text, text).not.toMatch(/Bitmap Heap Scan on listings/);
      }
      const count = await plan(statements.count);
      expect(count, count).toMatch(/Index Only Scan using listings_geo_idx/);
      expect(count, count).not.toMatch(/Heap Scan on listings|Index Scan using/);
    },
  );

  it('counts up to the cap and then says so ("1,000+"); narrower searches count exactly', async () => {
    const all = await searchListings(database.db, base, { limit: 20, offset: 0 });
    expect(all).toMatchObject({ total: COUNT_CAP, totalIsLowerBound: true });
    const later = await searchListings(database.db, base, { limit: 20, offset: 1000 });
    expect(later).toMatchObject({ total: 1000 + COUNT_CAP, totalIsLowerBound: true });
    const texas = { ...base, location: 'TX', careTypes: ['memory-care' as const] };
    const { rows } = await database.query<{ n: number }>(
      `select count(*)::int as n from listings where care_type = 'memory-care' and
       (lower(city) like '%tx%' or lower(state) like '%tx%' or zip_code like '%tx%'
        or to_tsvector('simple', title) @@ to_tsquery('simple', 'tx:*'))`,
    );
    expect(rows[0].n).toBeGreaterThan(PAGE_SIZE);
    expect(rows[0].n).toBeLessThan(COUNT_CAP);
    const exact = await searchListings(database.db, texas, { limit: PAGE_SIZE, offset: 0 });
    expect(exact).toMatchObject({ total: rows[0].n, totalIsLowerBound: false });
  });
});

describe('community names suggested while typing (docs/decisions/038)', () => {
  const namesPlan = (text: string, includeSamples: boolean) =>
    plan(communityNamesQuery(database.db, text, includeSamples)!.toSQL());

  // A city's first letters (what the benchmark types), one word of a name: the title-words index.
  it.each(['Port', 'Seat', 'Sunrise'])('%j reads listings_title_search_idx', async (text) => {
    for (const includeSamples of [false, true]) {
      const found = await namesPlan(text, includeSamples);
      expect(found, found).toMatch(/listings_title_search_idx/);
      expect(found, found).not.toMatch(/Seq Scan on listings/);
    }
  });

  // Several words typed from a name's start, however common: a range of the prefix index.
  it.each(['Sunrise Gr', 'Maple Grove Assisted Living of', 'Zz top'])(
    '%j reads a range of listings_title_prefix_idx',
    async (text) => {
      for (const includeSamples of [false, true]) {
        const found = await namesPlan(text, includeSamples);
        // A plain or bitmap scan of the range the typed start spans.
        expect(found, found).toMatch(/Index Scan (using|on) listings_title_prefix_idx/);
        expect(found, found).toMatch(/Index Cond: \(\(lower\(title\) ~>=~/);
        expect(found, found).not.toMatch(/Seq Scan on listings/);
      }
    },
  );

  it('a word most names share may be read in table order, but stops after a few rows', async () => {
    // A third of the names say "Living": the first 20 matches are among the first rows read, so
    // the planner may rightly skip the index; the limit still ends the read early.
    const found = await namesPlan('Living', false);
    const [limitCost, scanCost] = [...found.matchAll(/cost=[\d.]+\.\.([\d.]+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(limitCost, found).toBeLessThan(scanCost / 10);
  });
});
