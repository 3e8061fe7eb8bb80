import { describe, expect, it } from 'vitest';
import { reviews, websiteReviews } from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { insertListing } from '#tests/helpers/factories.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const post = (user: TestUser | null, url: string, payload: unknown) =>
  callAs(ctx.app, user, 'POST', url, payload as object);
const put = (user: TestUser, url: string, payload: unknown) =>
  callAs(ctx.app, user, 'PUT', url, payload as object);
const del = (user: TestUser, url: string) => callAs(ctx.app, user, 'DELETE', url);

describe('listing reviews', () => {
  it('creates, lists newest first with author names, and validates/trims input', async () => {
    const ann = await createUser(ctx.app, { name: 'Ann Smith' });
    const bob = await createUser(ctx.app, { name: 'Bob Jones' });
    const first = await post(ann, '/api/listings/3/reviews', {
      rating: 5,
      title: '  Lovely staff  ',
      comment: '   ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 5,
      title: 'Lovely staff',
      comment: null,
      reviewerName: 'Ann Smith',
    });
    await post(bob, '/api/listings/3/reviews', { rating: 3 });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/listings/3/reviews' });
    expect(list.json().reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      'Bob Jones',
      'Ann Smith',
    ]);
    const listing = await ctx.app.inject({ method: 'GET', url: '/api/listings/3' });
    expect(listing.json()).toMatchObject({ rating: 4, reviewCount: 2 });
  });

  it('a duplicate create is 409 with the spec message and leaves one row', async () => {
    const ann = await createUser(ctx.app);
    await post(ann, '/api/listings/1/reviews', { rating: 4 });
    const again = await post(ann, '/api/listings/1/reviews', { rating: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'REVIEW_ALREADY_EXISTS',
      message: 'You have already reviewed this listing',
    });
    expect(await ctx.database.db.select().from(reviews)).toHaveLength(1);
  });

  it('parallel duplicate creates still leave one row', async () => {
    const ann = await createUser(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(ann, '/api/listings/2/reviews', { rating: 4 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await ctx.database.db.select().from(reviews)).toHaveLength(1);
  });

  it.each([
    [{ rating: 0 }, 'Please select a rating'],
    [{ rating: 6 }, 'Please select a rating'],
    [{}, 'Please select a rating'],
    [{ rating: 4, title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
    [{ rating: 4, comment: 'x'.repeat(1001) }, 'Review must be at most 1000 characters'],
  ])('rejects %j with 400', async (payload, message) => {
    const ann = await createUser(ctx.app);
    const response = await post(ann, '/api/listings/1/reviews', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await ctx.database.db.select().from(reviews)).toHaveLength(0);
  });

  it('counts emoji as one character each', async () => {
    const ann = await createUser(ctx.app);
    const response = await post(ann, '/api/listings/1/reviews', {
      rating: 5,
      title: '👨‍👩‍👧'.repeat(100),
    });
    expect(response.statusCode).toBe(201);
  });

  it('signed out → 401', async () => {
    const response = await post(null, '/api/listings/1/reviews', { rating: 5 });
    expect(response.statusCode).toBe(401);
  });

  it('only the author can edit or delete; updating refreshes updated_at', async () => {
    const ann = await createUser(ctx.app);
    const eve = await createUser(ctx.app);
    const created = (
      await post(ann, '/api/listings/4/reviews', { rating: 2, title: 'Meh' })
    ).json();
    const refused = await put(eve, `/api/reviews/${created.id}`, { rating: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_REVIEW_AUTHOR');
    expect((await del(eve, `/api/reviews/${created.id}`)).statusCode).toBe(403);
    const [untouched] = await ctx.database.db.select().from(reviews);
    expect(untouched).toMatchObject({ rating: 2, title: 'Meh' });

    const updated = await put(ann, `/api/reviews/${created.id}`, {
      rating: 4,
      title: 'Better on second visit',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ rating: 4, title: 'Better on second visit' });
    expect(new Date(updated.json().updatedAt).getTime()).toBeGreaterThan(
      new Date(created.createdAt).getTime(),
    );

    expect((await del(ann, `/api/reviews/${created.id}`)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(reviews)).toHaveLength(0);
  });

  it('a provider cannot review their own listing', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    const listing = await insertListing(ctx.database.db, provider.id);
    const response = await post(provider, `/api/listings/${listing.id}/reviews`, { rating: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/can't review your own listing/);
    expect(response.json().error.code).toBe('OWN_LISTING_REVIEW');
    const other = await createUser(ctx.app);
    expect(
      (await post(other, `/api/listings/${listing.id}/reviews`, { rating: 5 })).statusCode,
    ).toBe(201);
  });

  it('returns my review for pre-filling the form, and 404 for an unknown listing', async () => {
    const ann = await createUser(ctx.app);
    const mineBefore = await ctx.app.inject({
      method: 'GET',
      url: '/api/listings/5/reviews/mine',
      headers: authHeaders(ann),
    });
    expect(mineBefore.json()).toBeNull();
    await post(ann, '/api/listings/5/reviews', { rating: 5, comment: 'Great day program' });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/listings/5/reviews/mine',
      headers: authHeaders(ann),
    });
    expect(mine.json()).toMatchObject({ rating: 5, comment: 'Great day program' });
    expect((await post(ann, '/api/listings/99/reviews', { rating: 5 })).statusCode).toBe(404);
  });
});

describe('website reviews', () => {
  it('averages to one decimal, counts, and lists newest first', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/website-reviews' });
    expect(empty.json()).toEqual({ reviews: [], summary: { average: 0, count: 0 } });
    const ann = await createUser(ctx.app, { name: 'Ann Smith' });
    const bob = await createUser(ctx.app, { name: 'Bob Jones' });
    const cat = await createUser(ctx.app, { name: 'Cat Lee' });
    await post(ann, '/api/website-reviews', { rating: 5, title: 'So helpful' });
    await post(bob, '/api/website-reviews', { rating: 4 });
    await post(cat, '/api/website-reviews', { rating: 2 });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/website-reviews' })).json();
    expect(list.summary).toEqual({ average: 3.7, count: 3 });
    expect(list.reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      'Cat Lee',
      'Bob Jones',
      'Ann Smith',
    ]);
    const good = (
      await ctx.app.inject({ method: 'GET', url: '/api/website-reviews?minRating=4&limit=1' })
    ).json();
    expect(good.reviews.map((r: { rating: number }) => r.rating)).toEqual([4]);
    const secondPage = (
      await ctx.app.inject({ method: 'GET', url: '/api/website-reviews?limit=2&page=2' })
    ).json();
    expect(secondPage.reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      'Ann Smith',
    ]);
    expect(secondPage.summary).toEqual({ average: 3.7, count: 3 });
  });

  it('one per user: a duplicate create is 409, update changes it in place', async () => {
    const ann = await createUser(ctx.app);
    await post(ann, '/api/website-reviews', { rating: 3 });
    const dup = await post(ann, '/api/website-reviews', { rating: 5 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      code: 'REVIEW_ALREADY_EXISTS',
      message: 'You have already reviewed this website',
    });
    const updated = await put(ann, '/api/website-reviews/mine', {
      rating: 5,
      comment: 'Changed my mind',
    });
    expect(updated.json()).toMatchObject({ rating: 5, comment: 'Changed my mind' });
    expect(await ctx.database.db.select().from(websiteReviews)).toHaveLength(1);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/website-reviews/mine',
      headers: authHeaders(ann),
    });
    expect(mine.json()).toMatchObject({ rating: 5 });
  });

  it('validates like listing reviews and needs a session', async () => {
    const ann = await createUser(ctx.app);
    expect((await post(ann, '/api/website-reviews', { rating: 0 })).statusCode).toBe(400);
    expect(
      (await post(ann, '/api/website-reviews', { rating: 3, comment: 'x'.repeat(1001) }))
        .statusCode,
    ).toBe(400);
    expect((await post(null, '/api/website-reviews', { rating: 3 })).statusCode).toBe(401);
    expect((await put(ann, '/api/website-reviews/mine', { rating: 3 })).statusCode).toBe(404);
  });
});
