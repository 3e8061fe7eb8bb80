import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings, subscriptions } from '#server/db/schema/index.ts';
import { clearLapsedFeatured } from '#server/modules/listings/listings.repo.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';

// What a downgrade and a lapsed subscription do to listings already published
// (docs/decisions/024): nothing is deleted or hidden; Featured placement ends with Premium.
let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

type Listed = { id: string; title: string; featured: boolean; isSample: boolean };
const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => callAs(ctx.app, user, method, url, body);

async function premiumWith(n: number, city = 'Portland') {
  const provider = await createUser(ctx.app, { type: 'provider' });
  await call(provider, 'PUT', '/api/subscription', { plan: 'Premium' });
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const body = listingBody({ title: `Hawthorne House ${i + 1}`, city });
    const created = await call(provider, 'POST', '/api/provider/listings', body);
    expect(created.statusCode).toBe(201);
    ids.push(created.json().id);
  }
  return { provider, ids };
}

async function searched(location: string): Promise<Listed[]> {
  const response = await call(null, 'GET', `/api/listings?pageSize=50&location=${location}`);
  // The built-in samples are shown in a directory this small; only the provider's count here.
  return (response.json().listings as Listed[]).filter((l) => !l.isSample);
}

const TOUR = {
  name: 'Lapsed Family',
  email: 'family@example.com',
  phone: '',
  preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  timeOfDay: 'morning',
  visitors: 1,
  contactPreference: 'email',
};

describe('downgrading Premium to Basic with more listings than Basic allows', () => {
  it('keeps all four published without Featured, and refuses a fifth until below the limit', async () => {
    const { provider, ids } = await premiumWith(4);
    expect((await searched('Portland')).every((l) => l.featured)).toBe(true);

    expect((await call(provider, 'PUT', '/api/subscription', { plan: 'Basic' })).statusCode).toBe(
      200,
    );
    const listed = await searched('Portland');
    expect(listed.map((l) => l.id).sort()).toEqual([...ids].sort());
    expect(listed.some((l) => l.featured)).toBe(false);
    for (const id of ids)
      expect((await call(null, 'GET', `/api/listings/${id}`)).statusCode).toBe(200);

    expect((await call(provider, 'GET', '/api/provider/capabilities')).json()).toEqual({
      plan: 'Basic',
      canCreateListing: false,
      reason: 'LISTING_LIMIT_REACHED',
      listingsUsed: 4,
      listingsDraft: 0,
      listingLimit: 3,
    });
    const fifth = await call(provider, 'POST', '/api/provider/listings', listingBody());
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().error.code).toBe('LISTING_LIMIT_REACHED');
    const imported = await call(provider, 'POST', '/api/provider/listings/import-samples');
    expect(imported.json().error.code).toBe('LISTING_LIMIT_REACHED');
    // Editing what is there still works.
    const edited = await call(
      provider,
      'PUT',
      `/api/provider/listings/${ids[3]}`,
      listingBody({ title: 'Renamed' }),
    );
    expect(edited.statusCode).toBe(200);

    // Below the limit (two deleted), one may be added again, up to 3.
    for (const id of ids.slice(0, 2))
      await call(provider, 'DELETE', `/api/provider/listings/${id}`);
    expect((await call(provider, 'POST', '/api/provider/listings', listingBody())).statusCode).toBe(
      201,
    );
    expect((await call(provider, 'POST', '/api/provider/listings', listingBody())).statusCode).toBe(
      403,
    );
  });
});

describe('a provider whose subscription is canceled or has run out', () => {
  it('keeps the listing in search, on its page and in its city, without Featured; tours still arrive', async () => {
    const { provider, ids } = await premiumWith(1, 'Portland');
    expect((await call(provider, 'DELETE', '/api/subscription')).json()).toMatchObject({
      status: 'canceled',
      isActive: false,
    });
    expect(await searched('Portland')).toEqual([
      expect.objectContaining({ id: ids[0], featured: false }),
    ]);
    const detail = await call(null, 'GET', `/api/listings/${ids[0]}`);
    expect(detail.json()).toMatchObject({ id: ids[0], featured: false });
    const city = (await call(null, 'GET', '/api/city-pages/assisted-living/or/portland')).json();
    expect(city.listings.map((l: Listed) => l.id)).toEqual([ids[0]]);
    const sitemap = (await call(null, 'GET', '/sitemaps/communities-1.xml')).body;
    expect(sitemap).toContain(ids[0]);

    const family = await createUser(ctx.app);
    const tour = await call(family, 'POST', `/api/listings/${ids[0]}/tour-requests`, TOUR);
    expect(tour.statusCode).toBe(201);
    // The provider can still read and answer it, and edit the listing, but not add another.
    expect((await call(provider, 'GET', '/api/provider/tour-requests')).statusCode).toBe(200);
    expect((await call(provider, 'POST', '/api/provider/listings', listingBody())).statusCode).toBe(
      403,
    );
  });

  it('loses Featured when Premium simply runs out, and stays listed', async () => {
    const { provider, ids } = await premiumWith(1, 'Salemwood Heights');
    await ctx.database.db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.providerId, provider.id));
    // Time passing writes nothing: the row still says featured until the minute's sweep runs.
    await ctx.database.db
      .update(listings)
      .set({ featured: true })
      .where(eq(listings.providerId, provider.id));
    expect((await searched('Salemwood Heights'))[0].featured).toBe(true);
    await clearLapsedFeatured(ctx.database.db);
    expect(await searched('Salemwood Heights')).toEqual([
      expect.objectContaining({ id: ids[0], featured: false }),
    ]);
  });
});
