import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  listingInquiries,
  listings,
  reviews,
  subscriptions,
  user,
  websiteReviews,
} from '#server/db/schema/index.ts';
import { authHeaders, signUp, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { snapshotState } from '#tests/helpers/state-snapshot.ts';
import { freshWorldPerTest, type World } from '#tests/helpers/world.ts';

// Fields a caller must never be able to set: they come from the session, the URL or the server.
let w: World;
freshWorldPerTest((world) => (w = world));

const send = (as: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  w.ctx.app.inject({ method, url, headers: authHeaders(as), payload });
const db = () => w.ctx.database.db;
const FOREIGN_URL = 'https://evil.example/x.webp';

describe('mass assignment', () => {
  it('sign-up ignores id, emailVerified, image, a seeker’s company and timestamps in the body', async () => {
    const { response, body } = await signUp(w.ctx.app, {});
    expect(response.statusCode).toBe(200);
    const injected = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        ...body,
        email: `x-${body.email}`,
        id: 'chosen-id',
        emailVerified: true,
        image: FOREIGN_URL,
        company: 'A seeker has no company',
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(injected.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(user)
      .where(eq(user.email, `x-${body.email}`));
    expect(row.id).not.toBe('chosen-id');
    expect(row.emailVerified).toBe(false);
    expect(row.image).toBeNull();
    expect(row.company).toBeNull();
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('sign-up refuses an account type other than seeker or provider, creating nothing', async () => {
    const before = await snapshotState(w.ctx);
    const { response } = await signUp(w.ctx.app, { type: 'admin' as never });
    expect(response.statusCode).toBe(400);
    expect(await snapshotState(w.ctx)).toEqual(before);
  });

  it('PATCH /api/me refuses email, type, company, id and emailVerified, changing nothing', async () => {
    const before = await snapshotState(w.ctx);
    for (const extra of [
      { email: 'new@example.com' },
      { type: 'provider' },
      { company: 'Taken Over' },
      { id: w.users.providerA.id },
      { emailVerified: true },
    ]) {
      const response = await send(w.users.seeker, 'PATCH', '/api/me', {
        name: 'Sam',
        phone: '',
        ...extra,
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await snapshotState(w.ctx)).toEqual(before);
  });

  it('creating a listing ignores ids, owner, sample flag, images, aggregates and timestamps', async () => {
    const response = await send(w.users.providerB, 'POST', '/api/provider/listings', {
      ...listingBody(),
      id: w.listingA,
      provider_id: w.users.providerA.id,
      providerId: w.users.providerA.id,
      is_sample: true,
      isSample: true,
      imported_sample_id: '1',
      images: [FOREIGN_URL],
      rating: 5,
      review_count: 999,
      reviewCount: 999,
      google_rating: 5,
      googleRating: 5,
      created_at: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    expect(id).not.toBe(w.listingA);
    const [row] = await db().select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      providerId: w.users.providerB.id,
      isSample: false,
      importedSampleId: null,
      images: [],
      googleRating: null,
      googleReviewCount: null,
    });
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect(response.json()).toMatchObject({ rating: null, reviewCount: 0 });
    const [a] = await db().select().from(listings).where(eq(listings.id, w.listingA));
    expect(a.title).toBe('Alpha Meadows');
  });

  it('editing a listing cannot move it to another provider or add foreign images', async () => {
    const [before] = await db().select().from(listings).where(eq(listings.id, w.listingA));
    const response = await send(w.users.providerA, 'PUT', `/api/provider/listings/${w.listingA}`, {
      ...listingBody(),
      provider_id: w.users.providerB.id,
      providerId: w.users.providerB.id,
      is_sample: true,
      images: [...before.images, FOREIGN_URL],
    });
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(listings).where(eq(listings.id, w.listingA));
    expect(row).toMatchObject({
      providerId: w.users.providerA.id,
      isSample: false,
      images: before.images,
    });
  });

  it('reviews take their author from the session and their listing from the URL', async () => {
    const created = await send(w.users.providerB, 'POST', `/api/listings/${w.listingA}/reviews`, {
      rating: 3,
      id: w.seekerReviewId,
      userId: w.users.seeker.id,
      user_id: w.users.seeker.id,
      listingId: w.listingB,
      listing_id: w.listingB,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, created.json().id));
    expect(row).toMatchObject({ userId: w.users.providerB.id, listingId: w.listingA });
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);

    const edited = await send(w.users.seeker, 'PUT', `/api/reviews/${w.seekerReviewId}`, {
      rating: 1,
      userId: w.users.providerB.id,
      listingId: w.listingA,
    });
    expect(edited.statusCode).toBe(200);
    const [mine] = await db().select().from(reviews).where(eq(reviews.id, w.seekerReviewId));
    expect(mine).toMatchObject({ userId: w.users.seeker.id, listingId: w.listingB, rating: 1 });
  });

  it('a website review is always the caller’s own', async () => {
    const response = await send(w.users.providerA, 'POST', '/api/website-reviews', {
      rating: 4,
      userId: w.users.seeker.id,
      id: 'x',
    });
    expect(response.statusCode).toBe(201);
    const rows = await db()
      .select()
      .from(websiteReviews)
      .where(eq(websiteReviews.userId, w.users.providerA.id));
    expect(rows).toHaveLength(1);
    const seekers = await db()
      .select()
      .from(websiteReviews)
      .where(eq(websiteReviews.userId, w.users.seeker.id));
    expect(seekers.map((r) => r.rating)).toEqual([5]);
  });

  it('choosing a plan ignores provider, status and dates in the body', async () => {
    const response = await send(w.users.unsubscribed, 'PUT', '/api/subscription', {
      plan: 'Basic',
      providerId: w.users.providerA.id,
      status: 'canceled',
      endDate: '2999-01-01T00:00:00.000Z',
      startDate: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerId, w.users.unsubscribed.id));
    expect(row.status).toBe('active');
    const days = (row.endDate.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const [a] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerId, w.users.providerA.id));
    expect(a.plan).toBe('Basic');
  });

  it('an inquiry is recorded for the listing in the URL only', async () => {
    const response = await send(w.users.seeker, 'POST', `/api/listings/${w.listingA}/inquiries`, {
      kind: 'call',
      listingId: w.listingB,
    });
    expect(response.statusCode).toBe(204);
    const rows = await db().select().from(listingInquiries);
    expect(rows.map((r) => r.listingId)).toEqual([w.listingA]);
  });
});
