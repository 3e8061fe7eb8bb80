import { describe, expect, it } from 'vitest';
import { distanceMiles } from '#shared/geo.ts';
import type { ListingSearchResult } from '#shared/listing-schemas.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListing, insertProvider, insertSubscription } from '#tests/helpers/factories.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

async function search(query = ''): Promise<ListingSearchResult & { status: number }> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/listings${query}` });
  return { ...response.json(), status: response.statusCode };
}
const ids = (r: ListingSearchResult) => r.listings.map((l) => l.id);

describe('GET /api/listings', () => {
  it('returns the six samples in display shape, marked as samples, with no invented rating', async () => {
    const result = await search();
    expect(result.status).toBe(200);
    expect(ids(result)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(result.listings.map((l) => l.location.city)).toEqual([
      'Portland',
      'Seattle',
      'Vancouver',
      'Bellevue',
      'Tacoma',
      'Olympia',
    ]);
    expect(result.listings.map((l) => l.pricing.startingAt)).toEqual([
      3200, 2800, 4500, 3800, 1500, 5500,
    ]);
    expect(result.listings.map((l) => l.careType)).toEqual([
      'assisted-living',
      'independent-living',
      'memory-care',
      'respite-care',
      'adult-daycare',
      'skilled-nursing',
    ]);
    expect(
      result.listings.every((l) => l.isSample && l.rating === null && l.reviewCount === 0),
    ).toBe(true);
    expect(result.total).toBe(6);
    expect(result.priceBounds).toEqual({ min: 1300, max: 6100 });
  });

  it('puts samples before database listings, and Premium (featured) before other providers', async () => {
    const basic = await insertProvider(ctx.database.db);
    const premium = await insertProvider(ctx.database.db, { company: 'Premium Care' });
    await insertSubscription(ctx.database.db, premium, 'Premium');
    await insertSubscription(ctx.database.db, basic, 'Basic');
    const plain = await insertListing(ctx.database.db, basic, { title: 'Newest plain' });
    const featured = await insertListing(ctx.database.db, premium, {
      title: 'Older featured',
      createdAt: new Date('2024-01-01'),
    });
    const result = await search();
    expect(ids(result)).toEqual(['1', '2', '3', '4', '5', '6', featured.id, plain.id]);
    expect(result.listings[6]).toMatchObject({
      featured: true,
      provider: { name: 'Premium Care' },
    });
    expect(result.listings[7].featured).toBe(false);
  });

  it('a canceled Premium subscription is not featured', async () => {
    const provider = await insertProvider(ctx.database.db);
    await insertSubscription(ctx.database.db, provider, 'Premium', 'canceled');
    await insertListing(ctx.database.db, provider);
    const result = await search('?location=springfield%2C%20il');
    expect(result.listings[0].featured).toBe(false);
  });

  it('filters location as a case-insensitive substring of city, state or zip', async () => {
    expect(ids(await search('?location=PORT'))).toEqual(['1']);
    expect(ids(await search('?location=or'))).toEqual(['1']); // "OR" state; no city contains "or"
    expect(ids(await search('?location=wa'))).toEqual(['2', '3', '4', '5', '6']);
    expect(ids(await search('?location=9840'))).toEqual(['5']);
    expect(ids(await search('?location=%25'))).toEqual([]); // a literal %, not a wildcard
  });

  it('filters by any of the selected care types', async () => {
    expect(ids(await search('?type=memory-care'))).toEqual(['3']);
    expect(ids(await search('?type=memory-care&type=adult-daycare'))).toEqual(['3', '5']);
  });

  it('filters by price range inclusively', async () => {
    expect(ids(await search('?minPrice=3000&maxPrice=4500'))).toEqual(['1', '3', '4']);
    expect(ids(await search('?maxPrice=1500'))).toEqual(['5']);
  });

  it('combines filters', async () => {
    const result = await search('?location=wa&type=memory-care&type=skilled-nursing&maxPrice=5000');
    expect(ids(result)).toEqual(['3']);
    expect(result.total).toBe(1);
  });

  it('measures great-circle miles from a ZIP and filters by radius', async () => {
    // 97214 is Rose City Gardens' own ZIP in Portland; Vancouver is ~7 miles away, Seattle ~145.
    const near = await search('?zip=97214&radius=20');
    expect(ids(near)).toEqual(['1', '3']);
    expect(near.listings[0].location.distanceFromCenter).toBe(1);
    expect(near.listings[1].location.distanceFromCenter).toBe(7);
    // SQL and the shared formula agree.
    const origin = { lat: 45.5142, lng: -122.6364 };
    expect(near.listings[1].location.distanceFromCenter).toBe(
      distanceMiles(origin, near.listings[1].location.coordinates!),
    );
    expect(near.origin).toMatchObject({ source: 'zip' });
  });

  it('defaults the radius to 50 miles', async () => {
    expect(ids(await search('?zip=98107'))).toEqual(['2', '4', '5']);
  });

  it('measures from lat/lng, and a ZIP takes precedence over coordinates', async () => {
    const fromSeattle = await search('?lat=47.6701&lng=-122.3763&radius=10');
    expect(ids(fromSeattle)).toEqual(['2', '4']);
    const zipWins = await search('?zip=97214&lat=47.6701&lng=-122.3763&radius=10');
    expect(ids(zipWins)).toEqual(['1', '3']);
  });

  it('falls back to the |zipA − zipB| / 100 estimate for a ZIP the dataset does not know', async () => {
    const result = await search('?zip=98099&radius=5'); // not a real ZIP
    expect(result.origin).toMatchObject({ source: 'zip-estimate', lat: null });
    // 98107 → 0.08 → 0; 98004 → 0.95 → 1; 98402 → 3.03 → 3; 98501 → 4.02 → 4
    expect(ids(result)).toEqual(['2', '4', '5', '6']);
    expect(result.listings.map((l) => l.location.distanceFromCenter)).toEqual([0, 1, 3, 4]);
  });

  it('paginates with a stable order and total', async () => {
    const first = await search('?pageSize=4&page=1');
    const second = await search('?pageSize=4&page=2');
    expect(ids(first)).toEqual(['1', '2', '3', '4']);
    expect(ids(second)).toEqual(['5', '6']);
    expect(second.total).toBe(6);
  });

  it('computes price bounds over all listings', async () => {
    const provider = await insertProvider(ctx.database.db);
    await insertListing(ctx.database.db, provider, { pricingStartingAt: 9000 });
    expect((await search('?type=memory-care')).priceBounds).toEqual({ min: 1300, max: 9900 });
  });

  it.each([
    ['radius=0', 'radius must be between 1 and 100 miles'],
    ['radius=101', 'radius must be between 1 and 100 miles'],
    ['lat=91&lng=0', 'lat must be between -90 and 90'],
    ['minPrice=cheap', 'minPrice must be a number'],
    ['pageSize=51', 'pageSize must be at most 50'],
    ['zip=1234', 'Please enter a valid 5-digit zip code'],
    ['type=castle', undefined],
    ['lat=45', 'lat and lng must be given together'],
  ])('rejects %s with 400', async (query, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/listings?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().error.message).toContain(message);
  });
});

describe('GET /api/listings/:id', () => {
  it('finds a sample by its short id and a database listing by UUID', async () => {
    const sample = await ctx.app.inject({ method: 'GET', url: '/api/listings/3' });
    expect(sample.statusCode).toBe(200);
    expect(sample.json()).toMatchObject({
      id: '3',
      title: 'Columbia Riverside Memory Care',
      isSample: true,
    });
    const provider = await insertProvider(ctx.database.db);
    const row = await insertListing(ctx.database.db, provider);
    const real = await ctx.app.inject({ method: 'GET', url: `/api/listings/${row.id}` });
    expect(real.json()).toMatchObject({ id: row.id, isSample: false, providerId: provider });
  });

  it.each(['7', 'abc', '00000000-0000-0000-0000-000000000999'])('404 for %s', async (id) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/listings/${id}` });
    expect(response.statusCode).toBe(404);
  });
});
