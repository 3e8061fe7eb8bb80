import { describe, expect, it } from 'vitest';
import type { ListingSearchResult } from '#shared/listing-schemas.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { insertListing, insertProvider, insertSubscription } from '#tests/helpers/factories.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';

// Decision 011: title words, the exact-place rank, the count of the last page, and the
// price bounds that are cached but forgotten on every listing write.
let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

async function search(query = ''): Promise<ListingSearchResult> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/listings${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const titles = (r: ListingSearchResult) => r.listings.map((l) => l.title);

describe('search text and ranking', () => {
  it('finds titles by the start of each word typed, not by any fragment', async () => {
    expect(titles(await search('?location=rose%20ci'))).toEqual([
      'Rose City Gardens Assisted Living',
    ]);
    // "Riverside" names cities (docs/decisions/038); a word that names no place matches titles.
    expect(titles(await search('?location=RIVERSID'))).toEqual(['Columbia Riverside Memory Care']);
    // "emory" is inside "Memory" but starts no word; "or" is the state of Portland, OR.
    expect(titles(await search('?location=emory'))).toEqual([]);
    expect((await search('?location=or')).listings.map((l) => l.id)).toEqual(['1']);
  });

  it('ranks listings in the very place typed above those that only contain it, then newest; Premium takes the first slots after the samples', async () => {
    // A place the offline ZIP dataset does not know is matched as text (docs/decisions/038).
    const basic = await insertProvider(ctx.database.db);
    const premium = await insertProvider(ctx.database.db);
    await insertSubscription(ctx.database.db, basic, 'Basic');
    await insertSubscription(ctx.database.db, premium, 'Premium');
    const at = (date: string) => ({ createdAt: new Date(date) });
    await insertListing(ctx.database.db, premium, {
      title: 'South Featured',
      city: 'South Narniaville',
      state: 'ME',
      ...at('2026-06-01'),
    });
    await insertListing(ctx.database.db, basic, {
      title: 'Old Plain',
      city: 'Narniaville',
      ...at('2024-01-01'),
    });
    await insertListing(ctx.database.db, basic, {
      title: 'New Plain',
      city: 'Narniaville',
      ...at('2026-01-01'),
    });
    await insertListing(ctx.database.db, premium, {
      title: 'Old Featured',
      city: 'narniaville',
      ...at('2023-01-01'),
    });
    expect(titles(await search('?location=Narniaville'))).toEqual([
      // The featured slots (decision 030), the very place first.
      'Old Featured',
      'South Featured',
      // Organic: the very place first, then newest.
      'New Plain',
      'Old Plain',
    ]);
  });

  it('pages keep an exact total when fewer than 1,000 match; a page past the end is empty', async () => {
    const firstPage = await search('?pageSize=4&page=1');
    expect(firstPage).toMatchObject({ total: 6, totalIsLowerBound: false });
    expect(await search('?pageSize=4&page=2')).toMatchObject({
      total: 6,
      totalIsLowerBound: false,
    });
    expect(await search('?pageSize=4&page=3')).toMatchObject({ total: 6, listings: [] });
  });
});

describe('price bounds', () => {
  const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: authHeaders(user), ...(payload ? { payload } : {}) });

  it('follow listings created, repriced and deleted through the app at once', async () => {
    expect((await search()).priceBounds).toEqual({ min: 1300, max: 6100 });
    const provider = await createUser(ctx.app, { type: 'provider' });
    await call(provider, 'PUT', '/api/subscription', { plan: 'Basic' });
    const created = await call(
      provider,
      'POST',
      '/api/provider/listings',
      listingBody({ pricingStartingAt: 9000 }),
    );
    expect(created.statusCode).toBe(201);
    expect((await search('?type=memory-care')).priceBounds).toEqual({ min: 1300, max: 9900 });

    const id = created.json().id;
    const repriced = await call(
      provider,
      'PUT',
      `/api/provider/listings/${id}`,
      listingBody({ pricingStartingAt: 800 }),
    );
    expect(repriced.statusCode).toBe(200);
    expect((await search()).priceBounds).toEqual({ min: 700, max: 6100 });

    expect((await call(provider, 'DELETE', `/api/provider/listings/${id}`)).statusCode).toBe(204);
    expect((await search()).priceBounds).toEqual({ min: 1300, max: 6100 });
  });

  it('are not read again for every search', async () => {
    await search();
    // A write behind the app's back (another process, the seeder) is not seen at once…
    await ctx.database.query(`update listings set pricing_starting_at = 20000 where id = (
      select id from listings where is_sample limit 1)`);
    expect((await search()).priceBounds).toEqual({ min: 1300, max: 6100 });
  });
});
