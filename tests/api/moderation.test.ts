import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings, moderationActions, reports, reviews } from '#server/db/schema/index.ts';
import { callAs, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { freshWorldPerTest, type World } from '#tests/helpers/world.ts';

let w: World;
freshWorldPerTest((world) => (w = world));

const db = () => w.ctx.database.db;
const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  callAs(w.ctx.app, user, method, url, payload);
const decide = (reportId: string, decision: string, reason: string) =>
  call(w.users.admin, 'POST', `/api/admin/reports/${reportId}/decision`, { decision, reason });
const listingB = async () =>
  (await w.ctx.app.inject({ method: 'GET', url: `/api/listings/${w.listingB}` })).json();
const publicReviewIds = async (listingId: string) =>
  (await w.ctx.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` }))
    .json()
    .reviews.map((r: { id: string }) => r.id);

describe('reports', () => {
  it('one report per person per item; the review stays published while reported', async () => {
    const first = await call(
      w.users.providerA,
      'POST',
      `/api/reviews/${w.seekerReviewId}/reports`,
      {
        reason: 'fake',
        details: '  Never lived there  ',
      },
    );
    expect(first.statusCode).toBe(201);
    const again = await call(
      w.users.providerA,
      'POST',
      `/api/reviews/${w.seekerReviewId}/reports`,
      {
        reason: 'other',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reported this review');
    const other = await call(
      w.users.unsubscribed,
      'POST',
      `/api/reviews/${w.seekerReviewId}/reports`,
      {
        reason: 'offensive',
      },
    );
    expect(other.statusCode).toBe(201);
    const stored = await db().select().from(reports).where(eq(reports.reviewId, w.seekerReviewId));
    expect(stored).toHaveLength(2);
    expect(stored.find((r) => r.reporterId === w.users.providerA.id)).toMatchObject({
      reason: 'fake',
      details: 'Never lived there',
      status: 'open',
    });
    expect(await publicReviewIds(w.listingB)).toContain(w.seekerReviewId);

    const listing = await call(w.users.seeker, 'POST', `/api/listings/${w.listingA}/reports`, {
      reason: 'wrong-information',
    });
    expect(listing.statusCode).toBe(201);
    const twice = await call(w.users.seeker, 'POST', `/api/listings/${w.listingA}/reports`, {
      reason: 'wrong-information',
    });
    expect(twice.json().error.message).toBe('You have already reported this listing');
  });

  it('refuses an unknown reason and an unknown item', async () => {
    const bad = await call(w.users.seeker, 'POST', `/api/listings/${w.listingA}/reports`, {
      reason: 'boring',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Choose a reason');
    const missing = await call(
      w.users.seeker,
      'POST',
      '/api/reviews/00000000-0000-4000-8000-000000000000/reports',
      { reason: 'fake' },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('the moderation console', () => {
  it('lists open reports newest first with the item in context', async () => {
    await call(w.users.providerB, 'POST', `/api/listings/${w.listingA}/reports`, {
      reason: 'other',
      details: 'Looks copied',
    });
    const list = (await call(w.users.admin, 'GET', '/api/admin/reports')).json().reports;
    expect(list.map((r: { item: { kind: string } }) => r.item.kind)).toEqual(['listing', 'review']);
    expect(list[0].item).toMatchObject({ title: 'Alpha Meadows', company: 'Alpha Care' });
    expect(list[1]).toMatchObject({
      reason: 'fake',
      reporterName: 'Sam Seeker',
      openReportsOfItem: 1,
      item: {
        kind: 'review',
        comment: 'Awful',
        listing: { id: w.listingB, title: 'Beta Gardens' },
      },
    });
  });

  it('removing a review deletes it, updates the rating and count, tells the author and is audited', async () => {
    expect(await listingB()).toMatchObject({ rating: 2.5, reviewCount: 2 });
    w.ctx.sentMail.length = 0;
    const removed = await decide(w.openReportId, 'remove', 'Not a first-hand experience');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      action: 'remove-review',
      actorEmail: w.users.admin.email,
      targetId: w.repliedReviewId,
      reason: 'Not a first-hand experience',
    });
    expect(removed.json().summary).toContain('Review of “Beta Gardens”');
    expect(await listingB()).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(await publicReviewIds(w.listingB)).not.toContain(w.repliedReviewId);
    expect(await db().select().from(reports)).toHaveLength(0);
    expect(w.ctx.sentMail).toEqual([
      expect.objectContaining({
        to: w.users.providerA.email,
        subject: 'Your review of Beta Gardens was removed',
        text: expect.stringContaining('Not a first-hand experience'),
      }),
    ]);
    const [audit] = await db().select().from(moderationActions);
    expect(audit).toMatchObject({ actorId: w.users.admin.id, action: 'remove-review' });
    expect(audit.snapshot).toMatchObject({ comment: 'Awful', rating: 1, reportReasons: ['fake'] });
    const shown = (await call(w.users.admin, 'GET', '/api/admin/actions')).json().actions;
    expect(shown).toHaveLength(1);
    expect((await call(w.users.admin, 'GET', '/api/admin/reports')).json().reports).toEqual([]);
  });

  it('keeping a review closes its reports, leaves it published and mails no one', async () => {
    w.ctx.sentMail.length = 0;
    const kept = await decide(w.openReportId, 'keep', 'A real, if harsh, experience');
    expect(kept.json()).toMatchObject({ action: 'keep-review' });
    expect(await publicReviewIds(w.listingB)).toContain(w.repliedReviewId);
    const [report] = await db().select().from(reports);
    expect(report.status).toBe('kept');
    expect(w.ctx.sentMail).toEqual([]);
    const twice = await decide(w.openReportId, 'remove', 'Changed my mind');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This report was already decided');
    expect(await db().select().from(moderationActions)).toHaveLength(1);
  });

  it('unpublishing a listing hides it, survives its provider saving it, and tells the provider', async () => {
    const created = await call(w.users.seeker, 'POST', `/api/listings/${w.listingA}/reports`, {
      reason: 'wrong-information',
    });
    const reportId = created.json().id;
    expect((await decide(reportId, 'remove', 'Reviews only')).statusCode).toBe(409);
    w.ctx.sentMail.length = 0;
    const done = await decide(reportId, 'unpublish', 'The address is not a care community');
    expect(done.json()).toMatchObject({ action: 'unpublish-listing', targetId: w.listingA });
    const hidden = await w.ctx.app.inject({ method: 'GET', url: `/api/listings/${w.listingA}` });
    expect(hidden.statusCode).toBe(404);
    expect(w.ctx.sentMail[0]).toMatchObject({
      to: w.users.providerA.email,
      subject: 'Alpha Meadows was unpublished',
    });
    const saved = await call(
      w.users.providerA,
      'PUT',
      `/api/provider/listings/${w.listingA}`,
      listingBody({ title: 'Alpha Meadows Again' }),
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await db().select().from(listings).where(eq(listings.id, w.listingA));
    expect(row.draft).toBe(true);
  });

  it('a review report cannot unpublish, and everyone but an admin is refused', async () => {
    expect((await decide(w.openReportId, 'unpublish', 'Wrong kind')).statusCode).toBe(409);
    for (const who of ['seeker', 'providerA', 'providerB', 'unsubscribed'] as const) {
      const response = await call(
        w.users[who],
        'POST',
        `/api/admin/reports/${w.openReportId}/decision`,
        {
          decision: 'remove',
          reason: 'Trying',
        },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Admin access only');
    }
    expect(await db().select().from(reviews).where(eq(reviews.id, w.repliedReviewId))).toHaveLength(
      1,
    );
    expect(await db().select().from(moderationActions)).toHaveLength(0);
  });

  it('a reason is required', async () => {
    const response = await decide(w.openReportId, 'keep', '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Give the reason the author will read');
  });
});
