import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clearLapsedFeatured } from '#server/modules/listings/listings.repo.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser } from '#tests/helpers/auth.ts';
import { insertListing, insertProvider, insertSubscription } from '#tests/helpers/factories.ts';

// At scale (docs/decisions/011): featured, rating and review count are columns kept on write (migration 0007), so the
// search can order by them through an index. These tests change the sources and read the views.
let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const view = async (id: string): Promise<ListingView> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
const exec = (text: string) => ctx.database.query(text);

describe('listing aggregates kept on write', () => {
  it('featured follows the Premium subscription: upgrade, cancel, reactivate, delete', async () => {
    const provider = await insertProvider(ctx.database.db);
    await insertSubscription(ctx.database.db, provider, 'Basic');
    const { id } = await insertListing(ctx.database.db, provider);
    expect((await view(id)).featured).toBe(false);

    await exec(`update subscriptions set plan = 'Premium' where provider_id = '${provider}'`);
    expect((await view(id)).featured).toBe(true);
    await exec(`update subscriptions set status = 'canceled' where provider_id = '${provider}'`);
    expect((await view(id)).featured).toBe(false);
    await exec(`update subscriptions set status = 'active' where provider_id = '${provider}'`);
    expect((await view(id)).featured).toBe(true);
    await exec(`delete from subscriptions where provider_id = '${provider}'`);
    expect((await view(id)).featured).toBe(false);
  });

  it('a listing created under an active Premium plan is featured at once', async () => {
    const provider = await insertProvider(ctx.database.db);
    await insertSubscription(ctx.database.db, provider, 'Premium');
    const { id } = await insertListing(ctx.database.db, provider);
    expect((await view(id)).featured).toBe(true);
  });

  it('the sweep clears Premium placement whose subscription ran out without any write', async () => {
    const lapsed = await insertProvider(ctx.database.db);
    const current = await insertProvider(ctx.database.db);
    await insertSubscription(ctx.database.db, lapsed, 'Premium');
    await insertSubscription(ctx.database.db, current, 'Premium');
    const gone = await insertListing(ctx.database.db, lapsed);
    const kept = await insertListing(ctx.database.db, current);
    // Time passing writes nothing: the end date is moved back and the row left as it was.
    await exec(`alter table subscriptions disable trigger subscriptions_featured`);
    await exec(`update subscriptions set end_date = now() - interval '1 minute'
      where provider_id = '${lapsed}'`);
    await exec(`alter table subscriptions enable trigger subscriptions_featured`);
    expect((await view(gone.id)).featured).toBe(true);

    await clearLapsedFeatured(ctx.database.db);
    expect((await view(gone.id)).featured).toBe(false);
    expect((await view(kept.id)).featured).toBe(true);
  });

  it('rating and review count follow reviews written, edited and deleted', async () => {
    const ann = await createUser(ctx.app);
    const bob = await createUser(ctx.app);
    const post = (user: typeof ann, rating: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/listings/2/reviews',
        headers: authHeaders(user),
        payload: { rating },
      });
    expect(await view('2')).toMatchObject({ rating: null, reviewCount: 0 });
    const first = (await post(ann, 5)).json();
    await post(bob, 2);
    expect(await view('2')).toMatchObject({ rating: 3.5, reviewCount: 2 });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/reviews/${first.id}`,
      headers: authHeaders(ann),
      payload: { rating: 3 },
    });
    expect(await view('2')).toMatchObject({ rating: 2.5, reviewCount: 2 });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${first.id}`,
      headers: authHeaders(ann),
    });
    expect(await view('2')).toMatchObject({ rating: 2, reviewCount: 1 });
    await ctx.database.db.execute(sql`delete from reviews`);
    expect(await view('2')).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('one statement writing reviews for many listings updates each of them', async () => {
    const ann = await createUser(ctx.app);
    await exec(`insert into reviews (listing_id, user_id, rating)
      select id, '${ann.id}', 4 from listings where is_sample`);
    const search = (await ctx.app.inject({ method: 'GET', url: '/api/listings' })).json();
    expect(search.listings.map((l: ListingView) => [l.rating, l.reviewCount])).toEqual(
      Array.from({ length: 6 }, () => [4, 1]),
    );
  });
});
