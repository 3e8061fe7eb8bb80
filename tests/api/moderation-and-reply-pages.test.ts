import { describe, expect, it } from 'vitest';
import { admins, reports, reviewReplies, reviews, tourRequests } from '#server/db/schema/index.ts';
import { authHeaders, createUser } from '#tests/helpers/auth.ts';
import { insertListing } from '#tests/helpers/factories.ts';
import type { TestContext } from '#tests/helpers/test-app.ts';
import { testAppWithPagesPerFile } from '#tests/helpers/web-pages.ts';

let ctx: TestContext;
testAppWithPagesPerFile((app) => (ctx = app));

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the moderation console page (/admin)', () => {
  it('is rendered for an admin only, with the open reports in its HTML; everyone else gets 404', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' });
    const family = await createUser(ctx.app, { name: 'Fay Family' });
    const admin = await createUser(ctx.app, { name: 'Ada Admin' });
    await ctx.database.db.insert(admins).values({ userId: admin.id });
    const listing = await insertListing(ctx.database.db, provider.id, { title: 'Alpha Meadows' });
    const [review] = await ctx.database.db
      .insert(reviews)
      .values({ listingId: listing.id, userId: family.id, rating: 1, comment: 'Call me at 555' })
      .returning();
    await ctx.database.db
      .insert(reports)
      .values({ reporterId: provider.id, reviewId: review.id, reason: 'personal-information' });

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/admin',
      headers: authHeaders(admin),
    });
    expect(page.statusCode).toBe(200);
    expect(h1(page.body)).toBe('Moderation');
    expect(page.body).toContain('Call me at 555');
    expect(page.body).toContain('Personal information');
    expect(page.body).toMatch(/<meta [^>]*name="robots" content="noindex/);
    expect(page.headers['cache-control']).toBe('private, no-store');

    for (const headers of [{}, authHeaders(family), authHeaders(provider)]) {
      const refused = await ctx.app.inject({ method: 'GET', url: '/admin', headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('Call me at 555');
    }
  });

  it('shows the community’s reply under the review on the community page, in the first HTML', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' });
    const family = await createUser(ctx.app, { name: 'Fay Family' });
    const listing = await insertListing(ctx.database.db, provider.id, { title: 'Alpha Meadows' });
    const [review] = await ctx.database.db
      .insert(reviews)
      .values({ listingId: listing.id, userId: family.id, rating: 2, comment: 'Slow' })
      .returning();
    await ctx.database.db
      .insert(reviewReplies)
      .values({ reviewId: review.id, providerId: provider.id, text: 'We hired more staff.' });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/communities/alpha-meadows-${listing.id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Response from Alpha Meadows');
    expect(page.body).toContain('We hired more staff.');
  });

  it('shows "Usually responds within …" on the community page and in the dialog\'s HTML once 3 requests were answered', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' });
    const listing = await insertListing(ctx.database.db, provider.id, { title: 'Alpha Meadows' });
    const answered = (minutes: number) => {
      const createdAt = new Date(Date.now() - 86_400_000);
      return {
        listingId: listing.id,
        name: 'Timed Family',
        email: 'timed@example.com',
        preferredDate: '2030-01-01',
        timeOfDay: 'morning' as const,
        visitors: 1,
        contactPreference: 'email' as const,
        clientKey: 'test',
        status: 'contacted' as const,
        createdAt,
        contactedAt: new Date(createdAt.getTime() + minutes * 60_000),
      };
    };
    const urls = [`/communities/alpha-meadows-${listing.id}`, `/browse?listing=${listing.id}`];
    const pages = () => Promise.all(urls.map((url) => ctx.app.inject({ method: 'GET', url })));
    await ctx.database.db.insert(tourRequests).values([answered(20), answered(100)]);
    for (const page of await pages()) expect(page.body).not.toContain('Usually responds');
    await ctx.database.db.insert(tourRequests).values(answered(110));
    for (const page of await pages())
      expect(page.body).toContain('Usually responds within 2 hours');
  });
});
