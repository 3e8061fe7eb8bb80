import { describe, expect, it, vi } from 'vitest';
import { tourRequests } from '#server/db/schema/index.ts';
import { callAs, createUser } from '#tests/helpers/auth.ts';
import { insertListing } from '#tests/helpers/factories.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** One tour request received `receivedMinutesAgo`, answered `answeredAfter` minutes later. */
function request(
  listingId: string,
  receivedMinutesAgo: number,
  answeredAfter: number | null,
  status: 'new' | 'contacted' | 'withdrawn' = answeredAfter === null ? 'new' : 'contacted',
) {
  const createdAt = ago(receivedMinutesAgo);
  return {
    listingId,
    name: 'Timed Family',
    email: 'timed@example.com',
    preferredDate: '2030-01-01',
    timeOfDay: 'morning' as const,
    visitors: 1,
    contactPreference: 'email' as const,
    clientKey: 'test',
    status,
    createdAt,
    contactedAt:
      answeredAfter === null ? null : new Date(createdAt.getTime() + answeredAfter * MINUTE),
  };
}

describe('response time', () => {
  it('is the median from new to the first answer over 90 days; the provider also sees the share within 2 hours', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' });
    const other = await createUser(ctx.app, { type: 'provider', company: 'Beta Care' });
    const listing = await insertListing(ctx.database.db, provider.id);
    const elsewhere = await insertListing(ctx.database.db, other.id);
    const DAY = 24 * 60;
    await ctx.database.db.insert(tourRequests).values([
      // Answered in the window after 30, 90, 150 and 600 minutes: the median is 120.
      request(listing.id, 10 * DAY, 30),
      request(listing.id, 20 * DAY, 90),
      request(listing.id, 30 * DAY, 150),
      request(listing.id, 40 * DAY, 600),
      // Too old to count, however quick.
      request(listing.id, 91 * DAY, 1),
      // Withdrawn before an answer: never due one.
      request(listing.id, 5 * DAY, null, 'withdrawn'),
      // Still new after 5 hours: due, not answered within 2 hours.
      request(listing.id, 5 * 60, null),
      // Still new after 10 minutes: not due yet.
      request(listing.id, 10, null),
      // Another provider's listing.
      request(elsewhere.id, DAY, 5000),
    ]);

    // Families get it with the listing's detail (the dialog and the community page).
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().responseTime).toEqual({ medianMinutes: 120, answered: 4 });

    const inbox = await callAs(ctx.app, provider, 'GET', '/api/provider/tour-requests');
    // 2 of the 5 due requests (30 and 90 minutes) were answered within 2 hours.
    expect(inbox.json().responseTime).toEqual({ medianMinutes: 120, answered: 4, quickShare: 0.4 });

    const otherInbox = await callAs(ctx.app, other, 'GET', '/api/provider/tour-requests');
    expect(otherInbox.json().responseTime).toEqual({
      medianMinutes: 5000,
      answered: 1,
      quickShare: 0,
    });
  });

  it('with nothing answered there is no figure, and a draft listing answers 404', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' });
    const listing = await insertListing(ctx.database.db, provider.id);
    const draft = await insertListing(ctx.database.db, provider.id, { draft: true });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(detail.json().responseTime).toEqual({ medianMinutes: null, answered: 0 });
    const hidden = await ctx.app.inject({ method: 'GET', url: `/api/listings/${draft.id}` });
    expect(hidden.statusCode).toBe(404);
    const inbox = await callAs(ctx.app, provider, 'GET', '/api/provider/tour-requests');
    expect(inbox.json().responseTime).toEqual({
      medianMinutes: null,
      answered: 0,
      quickShare: null,
    });
  });

  it('shows a status change in the very next detail answer', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' });
    const listing = await insertListing(ctx.database.db, provider.id);
    const [received] = await ctx.database.db
      .insert(tourRequests)
      .values(request(listing.id, 60, null))
      .returning({ id: tourRequests.id });
    const detail = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect((await detail()).responseTime).toEqual({ medianMinutes: null, answered: 0 });

    const moved = await callAs(
      ctx.app,
      provider,
      'PATCH',
      `/api/provider/tour-requests/${received.id}`,
      {
        status: 'contacted',
      },
    );
    expect(moved.statusCode).toBe(200);
    expect((await detail()).responseTime).toEqual({ medianMinutes: 60, answered: 1 });
  });

  it('comes with the listing in one statement (the detail is a hot read)', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' });
    const listing = await insertListing(ctx.database.db, provider.id);
    await ctx.database.db.insert(tourRequests).values([request(listing.id, 600, 45)]);
    const client = (ctx.database.db as unknown as { $client: { query: () => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
      expect(detail.json().responseTime).toEqual({ medianMinutes: 45, answered: 1 });
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});
