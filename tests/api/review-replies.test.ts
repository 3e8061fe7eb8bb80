import { describe, expect, it } from 'vitest';
import { reviewReplies, reviews } from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { insertListing } from '#tests/helpers/factories.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

/** A provider's listing with one review by a family; the family's mail box starts empty. */
async function reviewedListing() {
  const provider = await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' });
  const family = await createUser(ctx.app, { name: 'Fay Family' });
  const listing = await insertListing(ctx.database.db, provider.id, { title: 'Alpha Meadows' });
  const [review] = await ctx.database.db
    .insert(reviews)
    .values({ listingId: listing.id, userId: family.id, rating: 2, comment: 'Slow to call back' })
    .returning();
  ctx.sentMail.length = 0;
  return { provider, family, listing, reviewId: review.id };
}

const reply = (user: TestUser | null, reviewId: string, text: unknown, method = 'POST') =>
  callAs(ctx.app, user, method as 'POST', `/api/reviews/${reviewId}/reply`, { text });

const publicReviews = async (listingId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` })).json()
    .reviews;

describe('replies to reviews', () => {
  it("the listing's provider replies once, in public, with the community's name; the reviewer is e-mailed", async () => {
    const { provider, family, listing, reviewId } = await reviewedListing();
    const created = await reply(
      provider,
      reviewId,
      '  Thank you — we have hired two more staff.  ',
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      text: 'Thank you — we have hired two more staff.',
      communityName: 'Alpha Meadows',
    });
    const [shown] = await publicReviews(listing.id);
    expect(shown.reply).toMatchObject({
      text: 'Thank you — we have hired two more staff.',
      communityName: 'Alpha Meadows',
    });
    expect(shown).not.toHaveProperty('userId');
    expect(ctx.sentMail).toHaveLength(1);
    expect(ctx.sentMail[0]).toMatchObject({
      to: family.email,
      subject: 'Alpha Meadows replied to your review',
    });
    expect(ctx.sentMail[0].text).toContain('we have hired two more staff');
    expect(ctx.sentMail[0].text).toContain(`/communities/alpha-meadows-${listing.id}#reviews`);

    const again = await reply(provider, reviewId, 'A second reply');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This review already has your reply');
    expect(await ctx.database.db.select().from(reviewReplies)).toHaveLength(1);
  });

  it('parallel first replies still leave one', async () => {
    const { provider, reviewId } = await reviewedListing();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => reply(provider, reviewId, `Reply ${i}`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await ctx.database.db.select().from(reviewReplies)).toHaveLength(1);
  });

  it('nobody but the listing’s provider replies, edits or deletes', async () => {
    const { family, reviewId } = await reviewedListing();
    const other = await createUser(ctx.app, { type: 'provider', company: 'Beta Care' });
    ctx.sentMail.length = 0;
    expect((await reply(null, reviewId, 'Hi')).statusCode).toBe(401);
    const seeker = await reply(family, reviewId, 'Hi');
    expect(seeker.statusCode).toBe(403);
    expect(seeker.json().error.code).toBe('PROVIDER_ONLY');
    for (const method of ['POST', 'PUT']) {
      const stranger = await reply(other, reviewId, 'Hi', method);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error.message).toBe(
        "Only the community's provider can reply to its reviews",
      );
    }
    const del = await callAs(ctx.app, other, 'DELETE', `/api/reviews/${reviewId}/reply`);
    expect(del.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(reviewReplies)).toHaveLength(0);
    expect(ctx.sentMail).toHaveLength(0);
  });

  it('the provider edits and deletes their reply; an edit sends no mail', async () => {
    const { provider, listing, reviewId } = await reviewedListing();
    await reply(provider, reviewId, 'First words');
    ctx.sentMail.length = 0;
    const edited = await reply(provider, reviewId, 'Better words', 'PUT');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().text).toBe('Better words');
    expect((await publicReviews(listing.id))[0].reply.text).toBe('Better words');
    expect(ctx.sentMail).toHaveLength(0);
    const deleted = await callAs(ctx.app, provider, 'DELETE', `/api/reviews/${reviewId}/reply`);
    expect(deleted.statusCode).toBe(204);
    expect((await publicReviews(listing.id))[0].reply).toBeNull();
    const missing = await reply(provider, reviewId, 'Nothing to edit', 'PUT');
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['', 'Write a reply'],
    ['   ', 'Write a reply'],
    ['x'.repeat(1001), 'Reply must be at most 1000 characters'],
    [42, 'Write a reply'],
  ])('refuses the text %j with 400', async (text, message) => {
    const { provider, reviewId } = await reviewedListing();
    const response = await reply(provider, reviewId, text);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await ctx.database.db.select().from(reviewReplies)).toHaveLength(0);
  });

  it('a reply goes with its review', async () => {
    const { provider, family, reviewId } = await reviewedListing();
    await reply(provider, reviewId, 'Thanks');
    expect((await callAs(ctx.app, family, 'DELETE', `/api/reviews/${reviewId}`)).statusCode).toBe(
      204,
    );
    expect(await ctx.database.db.select().from(reviewReplies)).toHaveLength(0);
  });

  it('an unknown review is 404', async () => {
    const { provider } = await reviewedListing();
    const response = await reply(provider, '00000000-0000-4000-8000-000000000000', 'Hello');
    expect(response.statusCode).toBe(404);
  });
});
