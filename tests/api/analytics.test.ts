import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listingViews } from '#server/db/schema/index.ts';
import { testAppPerFile, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const as = (user: TestUser | null) => (user ? authHeaders(user) : { origin: TEST_ORIGIN });
const view = (user: TestUser | null, id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/listings/${id}/views`,
    headers: as(user),
    payload: {},
  });
const inquire = (user: TestUser | null, id: string, kind: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/listings/${id}/inquiries`,
    headers: as(user),
    payload: { kind },
  });
const analytics = (user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/provider/analytics', headers: authHeaders(user) });

async function providerWithListing(plan: 'Basic' | 'Premium') {
  const provider = await createUser(ctx.app, { type: 'provider' });
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/subscription',
    headers: authHeaders(provider),
    payload: { plan },
  });
  const listing = await ctx.app.inject({
    method: 'POST',
    url: '/api/provider/listings',
    headers: authHeaders(provider),
    payload: listingBody(),
  });
  return { provider, id: listing.json().id as string };
}

describe('analytics', () => {
  it('counts real views and contact choices, not the provider’s own', async () => {
    const { provider, id } = await providerWithListing('Basic');
    const ann = await createUser(ctx.app);
    await view(ann, id);
    await view(ann, id); // the same visitor, the same day
    await view(provider, id); // own views do not count
    await view(null, id);
    await inquire(ann, id, 'call');
    await inquire(null, id, 'email');
    await ctx.app.inject({ method: 'PUT', url: `/api/favorites/${id}`, headers: authHeaders(ann) });

    const body = (await analytics(provider)).json();
    expect(body).toMatchObject({
      views: { current: 2, previous: 0 },
      inquiries: { current: 2, previous: 0 },
      favorites: { current: 1, previous: 0 },
      conversionRate: { current: 100, previous: null },
      advanced: null,
    });
  });

  it('compares with the previous 30 days', async () => {
    const { provider, id } = await providerWithListing('Basic');
    const ann = await createUser(ctx.app);
    await view(ann, id);
    await ctx.database.db.execute(
      sql`update ${listingViews} set created_at = now() - interval '40 days', day = day - 40`,
    );
    await view(ann, id); // a new view now: the old one was on another day
    await view(await createUser(ctx.app), id);
    await inquire(ann, id, 'schedule');
    const body = (await analytics(provider)).json();
    expect(body.views).toEqual({ current: 2, previous: 1 });
    expect(body.conversionRate).toEqual({ current: 50, previous: 0 });
  });

  it('Premium adds a per-listing breakdown and 30 daily points', async () => {
    const { provider, id } = await providerWithListing('Premium');
    await view(await createUser(ctx.app), id);
    const body = (await analytics(provider)).json();
    expect(body.advanced.perListing).toEqual([
      {
        listingId: id,
        title: 'Willow Creek Assisted Living',
        views: 1,
        inquiries: 0,
        favorites: 0,
      },
    ]);
    expect(body.advanced.daily).toHaveLength(30);
    expect(body.advanced.daily.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      views: 1,
    });
  });

  it('needs an active subscription, and is for providers only', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    const response = await analytics(provider);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'ANALYTICS_PLAN_REQUIRED',
      message: 'Analytics require a subscription',
    });
    expect((await analytics(await createUser(ctx.app))).statusCode).toBe(403);
  });

  it('views of samples are accepted but not tracked; unknown listings 404; bad kinds 400', async () => {
    expect((await view(null, '1')).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(listingViews)).toHaveLength(0);
    expect((await view(null, '77')).statusCode).toBe(404);
    const { id } = await providerWithListing('Basic');
    expect((await inquire(null, id, 'fax')).statusCode).toBe(400);
  });
});
