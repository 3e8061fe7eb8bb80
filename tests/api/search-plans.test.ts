import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client.ts';
import {
  COUNT_CAP,
  searchListings,
  searchStatements,
  type ListingFilters,
} from '#server/modules/listings/search.repo.ts';
import { communityNamesQuery } from '#server/modules/places/community-names.ts';
import {
  base,
  IN_A_BOX,
  openSeededSearchDatabase,
  PAGE_SIZE,
  planOf,
  SEARCH_MIXES as MIXES,
  statementsOf,
} from '#tests/helpers/search-mixes.ts';

// At scale (docs/decisions/011): on seeded data (analysed by the seeder, as `npm run seed` leaves it), no search the
// browse page sends reads the listings table sequentially: the page of rows and the capped count
// both come through indexes. Runs on PGlite and, in CI's second pass, on PostgreSQL.
let database: Database;
beforeAll(async () => {
  database = await openSeededSearchDatabase();
}, 120_000);
afterAll(() => database.close());

type QueryFn = (
  text: string | { text: string },
  params?: unknown[],
) => Promise<{ rows: unknown[] }>;

const plan = (statement: { sql: string; params: unknown[] }) => planOf(database, statement);

describe('search query plans on seeded data', () => {
  for (const [mix, { filters, page }] of Object.entries(MIXES)) {
    it(`${mix}: rows and count use indexes, never a sequential scan of listings`, async () => {
      for (const includeSamples of [false, true]) {
        const all = statementsOf({ ...filters, includeSamples }, page);
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

describe('a search in a box counts its matches as it chooses its page (docs/decisions/051)', () => {
  /** The search, with the SQL texts it sent. */
  async function searchWatched(filters: ListingFilters, page: { limit: number; offset: number }) {
    const sent: string[] = [];
    const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
    const watched = {
      $client: {
        query: (...args: Parameters<QueryFn>) => {
          const [text] = args;
          sent.push(typeof text === 'string' ? text : text.text);
          return client.query(...args);
        },
      },
    } as unknown as Db;
    return { ...(await searchListings(watched, filters, page)), sent };
  }

  it.each([...IN_A_BOX])('%s: the same total as the count, without sending it', async (mix) => {
    const { filters } = MIXES[mix];
    for (const includeSamples of [false, true]) {
      for (const offset of [0, PAGE_SIZE]) {
        const page = { limit: PAGE_SIZE, offset };
        const statements = searchStatements({ ...filters, includeSamples }, page);
        const { rows } = await database.query<{ n: number }>(
          statements.count.sql,
          statements.count.params,
        );
        const counted = Math.min(rows[0].n, statements.cap - 1);
        const found = await searchWatched({ ...filters, includeSamples }, page);
        if (found.rows.length < PAGE_SIZE) continue; // the page itself says where results end
        expect(found.total, `offset ${offset}`).toBe(counted);
        expect(found.totalIsLowerBound).toBe(rows[0].n >= statements.cap);
        expect(found.sent).not.toContain(statements.count.sql);
      }
    }
  });

  it('the wide map area has pages to count', async () => {
    const { filters } = MIXES['wide map area'];
    const found = await searchWatched(filters, { limit: PAGE_SIZE, offset: PAGE_SIZE });
    expect(found.rows).toHaveLength(PAGE_SIZE);
    expect(found.total).toBeGreaterThan(2 * PAGE_SIZE);
  });
});
