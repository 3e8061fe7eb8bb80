import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSearchResult } from '#shared/listing-schemas.ts';
import { searchListings, type ListingFilters } from '#server/modules/listings/search.repo.ts';
import { toPublicListingId } from '#shared/listing-id.ts';
import { createTestApp, testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListing, insertProvider, insertSubscription } from '#tests/helpers/factories.ts';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

// Decision 030: paid placement is at most three slots at the top of each page of 12; the rest of
// the page is organic, no listing shows twice, and a stream that runs out leaves its slots to the
// other. Positions do not depend on how the results are paged.

async function search(ctx: TestContext, query: string): Promise<ListingSearchResult> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const ids = (r: ListingSearchResult) => r.listings.map((l) => l.id);

/** `featured` Premium and `organic` Basic listings, each list newest first. */
async function seed(ctx: TestContext, counts: { featured: number; organic: number }) {
  const db = ctx.database.db;
  const premium = await insertProvider(db);
  const basic = await insertProvider(db);
  await insertSubscription(db, premium, 'Premium');
  await insertSubscription(db, basic, 'Basic');
  const add = async (provider: string, count: number, prefix: string) => {
    const made: string[] = [];
    for (let i = 0; i < count; i++) {
      // Newest first within each kind: F0 is the newest featured listing, O0 the newest organic.
      const createdAt = new Date(Date.UTC(2026, 0, 1) - i * 3_600_000);
      const row = await insertListing(db, provider, { title: `${prefix}${i}`, createdAt });
      made.push(toPublicListingId(row.id));
    }
    return made;
  };
  return {
    featured: await add(premium, counts.featured, 'F'),
    organic: await add(basic, counts.organic, 'O'),
  };
}

/** Every result, read page by page with this page size (and these filters). */
async function everything(
  ctx: TestContext,
  pageSize: number,
  total: number,
  filters = '',
): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; (page - 1) * pageSize < total; page++) {
    all.push(...ids(await search(ctx, `pageSize=${pageSize}&page=${page}${filters}`)));
  }
  return all;
}

describe('featured slots (samples hidden)', () => {
  let ctx: TestContext;
  testAppPerFile((app) => (ctx = app));

  it('gives featured listings three slots at the top of each page of 12, organic the other nine', async () => {
    const { featured: f, organic: o } = await seed(ctx, { featured: 30, organic: 30 });
    const page = (n: number) => search(ctx, `pageSize=12&page=${n}`);
    const first = await page(1);
    expect(ids(first)).toEqual([...f.slice(0, 3), ...o.slice(0, 9)]);
    expect(first.listings.map((l) => l.featured)).toEqual([
      ...Array(3).fill(true),
      ...Array(9).fill(false),
    ]);
    expect(first).toMatchObject({ total: 60, totalIsLowerBound: false });
    expect(ids(await page(2))).toEqual([...f.slice(3, 6), ...o.slice(9, 18)]);
    expect(ids(await page(3))).toEqual([...f.slice(6, 9), ...o.slice(18, 27)]);
    // The organic listings run out on page 4: the featured ones fill the rest.
    expect(ids(await page(4))).toEqual([...f.slice(9, 12), ...o.slice(27, 30), ...f.slice(12, 18)]);
    expect(ids(await page(5))).toEqual(f.slice(18, 30));
    expect(ids(await page(6))).toEqual([]);
  });

  it('reads exactly the slice of one ordering for any page size or offset, each listing once', async () => {
    const { featured: f } = await seed(ctx, { featured: 30, organic: 30 });
    const order = await everything(ctx, 12, 60);
    expect(new Set(order).size).toBe(60);
    expect(order.slice(0, 12).filter((id) => f.includes(id))).toEqual(f.slice(0, 3));
    for (const pageSize of [1, 5, 7, 20, 50]) {
      expect(await everything(ctx, pageSize, 60), `pageSize ${pageSize}`).toEqual(order);
    }
    const filters: ListingFilters = {
      careTypes: [],
      origin: null,
      radiusMiles: 25,
      includeSamples: false,
    };
    for (const [offset, limit] of [
      [5, 20],
      [11, 2],
      [40, 13],
      [47, 1],
      [59, 5],
    ]) {
      const { rows } = await searchListings(ctx.database.db, filters, { offset, limit });
      const got = rows.map((r) => toPublicListingId(r.id));
      expect(got, `offset ${offset} limit ${limit}`).toEqual(order.slice(offset, offset + limit));
    }
  });

  it('reads the same slices around a point, where the rows say how many each stream has', async () => {
    await seed(ctx, { featured: 14, organic: 9 });
    const around = '&lat=39.8017&lng=-89.6436&radius=10';
    const order = await everything(ctx, 12, 23);
    expect(new Set(order).size).toBe(23);
    for (const pageSize of [1, 4, 5, 7, 12, 20]) {
      expect(await everything(ctx, pageSize, 23, around), `pageSize ${pageSize}`).toEqual(order);
    }
  });

  it('leaves slots to organic listings when featured ones are fewer, also after they ran out', async () => {
    const { featured: f, organic: o } = await seed(ctx, { featured: 5, organic: 40 });
    const page = (n: number) => search(ctx, `pageSize=12&page=${n}`);
    expect(ids(await page(1))).toEqual([...f.slice(0, 3), ...o.slice(0, 9)]);
    expect(ids(await page(2))).toEqual([...f.slice(3, 5), ...o.slice(9, 19)]);
    expect(ids(await page(3))).toEqual(o.slice(19, 31));
    expect(await page(4)).toMatchObject({
      total: 45,
      listings: o.slice(31, 40).map((id) => expect.objectContaining({ id })),
    });
    expect(await everything(ctx, 7, 45)).toEqual([
      ...f.slice(0, 3),
      ...o.slice(0, 9),
      ...f.slice(3, 5),
      ...o.slice(9, 40),
    ]);
  });
});

describe('reading the featured stream again', () => {
  let ctx: TestContext;
  testAppPerFile((app) => (ctx = app));
  const filters: ListingFilters = {
    careTypes: [],
    origin: null,
    radiusMiles: 25,
    includeSamples: false,
  };

  /** The page's ids and how many statements read its rows (a count is not one). */
  async function readPage(offset: number, limit: number) {
    const client = (ctx.database.db as unknown as { $client: { query: QueryFn } }).$client;
    let statements = 0;
    const watched = {
      $client: {
        query: (...args: Parameters<QueryFn>) => {
          const [statement] = args as [string | { text: string }];
          const text = typeof statement === 'string' ? statement : statement.text;
          if (text.includes('row_to_json')) statements += 1;
          return client.query(...args);
        },
      },
    } as unknown as typeof ctx.database.db;
    const { rows } = await searchListings(watched, filters, { offset, limit });
    return { ids: rows.map((r) => toPublicListingId(r.id)), statements };
  }

  it('is not needed when the slots and the organic rows left fill the page', async () => {
    const { featured: f, organic: o } = await seed(ctx, { featured: 6, organic: 9 });
    expect(await readPage(0, 12)).toEqual({ ids: [...f.slice(0, 3), ...o], statements: 1 });
    expect((await readPage(12, 12)).ids).toEqual(f.slice(3, 6));
  });

  it('is not needed around a point when the rows say the featured stream has no more', async () => {
    const { featured: f, organic: o } = await seed(ctx, { featured: 3, organic: 6 });
    filters.origin = { coordinates: { lat: 39.8017, lng: -89.6436 }, estimateFromZip: null };
    try {
      expect(await readPage(0, 12)).toEqual({ ids: [...f, ...o], statements: 1 });
    } finally {
      filters.origin = null;
    }
  });

  it('fills what the organic rows leave when they are fewer', async () => {
    const { featured: f, organic: o } = await seed(ctx, { featured: 6, organic: 7 });
    expect(await readPage(0, 12)).toEqual({
      ids: [...f.slice(0, 3), ...o, ...f.slice(3, 5)],
      statements: 2,
    });
  });
});

describe('featured slots with the samples shown', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ sampleListings: 'always' });
    await ctx.reset(); // seeds the six built-in samples
  });
  afterAll(() => ctx.close());

  it('keeps the samples first; the featured slots follow them on page one', async () => {
    const { featured: f, organic: o } = await seed(ctx, { featured: 30, organic: 30 });
    const samples = ['1', '2', '3', '4', '5', '6'];
    const first = await search(ctx, 'pageSize=12&page=1');
    expect(ids(first)).toEqual([...samples, ...f.slice(0, 3), ...o.slice(0, 3)]);
    expect(first.total).toBe(66);
    expect(ids(await search(ctx, 'pageSize=12&page=2'))).toEqual([
      ...f.slice(3, 6),
      ...o.slice(3, 12),
    ]);
    const order = await everything(ctx, 12, 66);
    expect(new Set(order).size).toBe(66);
    expect(await everything(ctx, 5, 66)).toEqual(order);
  });
});
