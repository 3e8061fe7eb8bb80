import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOUR_REQUEST_LIMITS } from '#shared/constants.ts';
import { TOUR_MESSAGES } from '#shared/tour-request-schemas.ts';
import type { TestUser } from '#tests/helpers/auth.ts';
import { snapshotState } from '#tests/helpers/state-snapshot.ts';
import {
  isoDay,
  sendTourRequest,
  tourHeaders,
  validTourRequest,
} from '#tests/helpers/tour-request-body.ts';
import { freshWorldPerTest, type World } from '#tests/helpers/world.ts';

let w: World;
freshWorldPerTest((world) => (w = world));
beforeEach(async () => {
  // The shared fixtures include one tour request (for the authorization matrix); these tests
  // count requests from an empty inbox.
  await w.ctx.database.db.execute(sql`delete from tour_requests`);
  w.ctx.sentMail.length = 0;
});

const valid = validTourRequest;
const headers = tourHeaders;
const send = (listingId: string, body: object, opts: { as?: TestUser | null; ip?: string } = {}) =>
  sendTourRequest(w.ctx.app, listingId, body, opts);
const inbox = (as: TestUser) =>
  w.ctx.app.inject({ method: 'GET', url: '/api/provider/tour-requests', headers: headers(as) });
const setStatus = (as: TestUser | null, id: string, status: string) =>
  w.ctx.app.inject({
    method: 'PATCH',
    url: `/api/provider/tour-requests/${id}`,
    headers: headers(as),
    payload: { status },
  });
const withdraw = (as: TestUser | null, id: string) =>
  w.ctx.app.inject({
    method: 'POST',
    url: `/api/me/tour-requests/${id}/withdrawal`,
    headers: headers(as),
  });
const tourRows = async () =>
  (
    (await w.ctx.database.db.execute(
      sql`select count(*)::int as n from tour_requests`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0].n;

describe('POST /api/listings/:id/tour-requests', () => {
  it('stores a signed-out request and emails the family and the provider', async () => {
    const response = await send(w.listingA, valid());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      listingId: w.listingA,
      listingTitle: 'Alpha Meadows',
      status: 'new',
      visitors: 2,
      timeOfDay: 'morning',
    });
    expect(w.ctx.sentMail.map((m) => m.to).sort()).toEqual(
      ['rosa@example.com', w.users.providerA.email].sort(),
    );
    const family = w.ctx.sentMail.find((m) => m.to === 'rosa@example.com')!;
    expect(family.subject).toBe('Your tour request for Alpha Meadows');
    expect(family.text).toContain('What happens next');
    const provider = w.ctx.sentMail.find((m) => m.to === w.users.providerA.email)!;
    expect(provider.text).toContain('Phone: (503) 555-0142');
    expect(provider.text).toContain('/dashboard?tab=inquiries');
  });

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '555-0142' }, 'Phone number must be 10 digits'],
    [{ phone: '', contactPreference: 'phone' }, 'Add a phone number, or choose email only'],
    [{ preferredDate: isoDay(-2) }, 'Choose a date from today to 90 days ahead'],
    [{ preferredDate: isoDay(92) }, 'Choose a date from today to 90 days ahead'],
    [{ preferredDate: 'next week' }, 'Choose a preferred date'],
    [{ timeOfDay: 'night' }, 'Choose a time of day'],
    [{ visitors: 0 }, 'Number of visitors must be 1 to 10'],
    [{ visitors: 11 }, 'Number of visitors must be 1 to 10'],
    [{ visitors: 2.5 }, 'Number of visitors must be 1 to 10'],
    [{ message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
    [{ contactPreference: 'sms' }, 'Choose how they may contact you'],
    [{ website: 'http://spam.example' }, TOUR_MESSAGES.refused],
  ])('refuses %j with a clear message and stores and sends nothing', async (change, message) => {
    const before = await snapshotState(w.ctx);
    const response = await send(w.listingA, valid(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await snapshotState(w.ctx)).toEqual(before);
    expect(w.ctx.sentMail).toEqual([]);
  });

  it('accepts a 1000-character message, ten visitors and the 90th day', async () => {
    const response = await send(
      w.listingA,
      valid({
        message: 'y'.repeat(1000),
        visitors: 10,
        preferredDate: isoDay(90),
        phone: null,
        contactPreference: 'email',
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('is not offered for built-in samples (no provider) or unknown listings', async () => {
    const sample = await send('1', valid());
    expect(sample.statusCode).toBe(409);
    expect(sample.json().error.message).toBe(TOUR_MESSAGES.noProvider);
    expect((await send('00000000-0000-4000-8000-000000000000', valid())).statusCode).toBe(404);
    expect(await tourRows()).toBe(0);
  });

  it('rate-limits per email address and per client address, storing nothing refused', async () => {
    for (let i = 0; i < TOUR_REQUEST_LIMITS.perEmail; i += 1) {
      const request = valid({ message: `Visit ${i}` });
      expect((await send(w.listingA, request, { ip: `198.51.100.${i}` })).statusCode).toBe(201);
    }
    w.ctx.sentMail.length = 0;
    // Same email, new address, other capitalisation: still the same family.
    const byEmail = await send(w.listingB, valid({ email: 'ROSA@example.com' }), {
      ip: '198.51.100.99',
    });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().error.message).toBe(TOUR_MESSAGES.tooManyByEmail);

    for (let i = 0; i < TOUR_REQUEST_LIMITS.perIp - TOUR_REQUEST_LIMITS.perEmail; i += 1) {
      expect(
        (await send(w.listingA, valid({ email: `kin${i}@example.com` }), { ip: '198.51.100.1' }))
          .statusCode,
      ).toBe(201);
    }
    // 198.51.100.1 has sent 1 + 5 so far: fill it to the limit from other emails.
    const sent = await tourRows();
    let status = 201;
    for (let i = 0; status === 201 && i < TOUR_REQUEST_LIMITS.perIp; i += 1) {
      status = (
        await send(w.listingA, valid({ email: `more${i}@example.com` }), { ip: '198.51.100.1' })
      ).statusCode;
    }
    expect(status).toBe(429);
    const byIp = await send(w.listingA, valid({ email: 'new@example.com' }), {
      ip: '198.51.100.1',
    });
    expect(byIp.json().error.message).toBe(TOUR_MESSAGES.tooManyByIp);
    expect(await tourRows()).toBe(
      sent + (TOUR_REQUEST_LIMITS.perIp - 1 - TOUR_REQUEST_LIMITS.perEmail),
    );
    // Another address is unaffected.
    expect(
      (await send(w.listingA, valid({ email: 'new@example.com' }), { ip: '192.0.2.1' })).statusCode,
    ).toBe(201);
  });

  it('holds the per-email limit when the requests arrive all at once', async () => {
    const burst = TOUR_REQUEST_LIMITS.perEmail + 4;
    const statuses = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        send(w.listingA, valid({ message: `Visit ${i}` }), { ip: `198.51.100.${i}` }).then(
          (r) => r.statusCode,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(TOUR_REQUEST_LIMITS.perEmail);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burst - TOUR_REQUEST_LIMITS.perEmail);
    expect(await tourRows()).toBe(TOUR_REQUEST_LIMITS.perEmail);
  });
});

describe('the provider inbox', () => {
  it('lists only the provider’s own requests, newest first, with a count of new ones', async () => {
    const first = (await send(w.listingA, valid({ name: 'First' }))).json();
    await w.ctx.database.db.execute(
      sql`update tour_requests set created_at = now() - interval '1 hour'`,
    );
    await send(w.listingA, valid({ name: 'Second', email: 'second@example.com' }));
    await send(w.listingB, valid({ name: 'For B', email: 'b@example.com' }));
    await setStatus(w.users.providerA, first.id, 'contacted');

    const a = (await inbox(w.users.providerA)).json();
    expect(a.requests.map((r: { contact: { name: string } }) => r.contact.name)).toEqual([
      'Second',
      'First',
    ]);
    expect(a.newCount).toBe(1);
    const b = (await inbox(w.users.providerB)).json();
    expect(b.requests.map((r: { contact: { name: string } }) => r.contact.name)).toEqual(['For B']);
    expect((await inbox(w.users.seeker)).statusCode).toBe(403);
    expect(
      (await w.ctx.app.inject({ method: 'GET', url: '/api/provider/tour-requests' })).statusCode,
    ).toBe(401);
  });

  it('lets no one but the listing’s provider change a request', async () => {
    const { id } = (await send(w.listingA, valid())).json();
    const before = await snapshotState(w.ctx);
    expect((await setStatus(w.users.providerB, id, 'closed')).statusCode).toBe(404);
    expect((await setStatus(w.users.unsubscribed, id, 'closed')).statusCode).toBe(404);
    expect((await setStatus(w.users.seeker, id, 'closed')).statusCode).toBe(403);
    expect((await setStatus(null, id, 'closed')).statusCode).toBe(401);
    expect(await snapshotState(w.ctx)).toEqual(before);
  });

  it('moves new → contacted → tour scheduled → closed, never back to new, never after withdrawal', async () => {
    const { id } = (await send(w.listingA, valid())).json();
    for (const status of ['contacted', 'tour-scheduled', 'closed', 'contacted']) {
      const response = await setStatus(w.users.providerA, id, status);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const back = await setStatus(w.users.providerA, id, 'new');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(TOUR_MESSAGES.backToNew);
    expect((await setStatus(w.users.providerA, id, 'withdrawn')).statusCode).toBe(400);
    expect((await setStatus(w.users.providerA, id, 'bogus')).statusCode).toBe(400);

    const mine = (
      await send(w.listingA, valid({ email: 'sam@example.com' }), { as: w.users.seeker })
    ).json();
    expect((await withdraw(w.users.seeker, mine.id)).statusCode).toBe(200);
    const late = await setStatus(w.users.providerA, mine.id, 'contacted');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(TOUR_MESSAGES.alreadyWithdrawn);
  });

  it('shows the phone number only when the family allowed calls', async () => {
    await send(
      w.listingA,
      valid({ name: 'Email Only', contactPreference: 'email', phone: '5035550199' }),
    );
    await send(
      w.listingA,
      valid({ name: 'Call Me', email: 'call@example.com', phone: '5035550100' }),
    );
    const requests = (await inbox(w.users.providerA)).json().requests as {
      contactPreference: string;
      contact: { name: string; phone: string | null };
    }[];
    expect(requests.find((r) => r.contact.name === 'Email Only')).toMatchObject({
      contactPreference: 'email',
      contact: { phone: null },
    });
    expect(requests.find((r) => r.contact.name === 'Call Me')?.contact.phone).toBe(
      '(503) 555-0100',
    );
    const emailOnlyNotice = w.ctx.sentMail.find(
      (m) => m.to === w.users.providerA.email && m.text.includes('Email Only'),
    )!;
    expect(emailOnlyNotice.text).not.toMatch(/555.?0199/);
    expect(JSON.stringify((await inbox(w.users.providerA)).json())).not.toMatch(/555.?0199/);
  });

  it('keeps working after the subscription is canceled: old requests shown, new ones arrive', async () => {
    await send(w.listingA, valid());
    const cancel = await w.ctx.app.inject({
      method: 'DELETE',
      url: '/api/subscription',
      headers: headers(w.users.providerA),
    });
    expect(cancel.statusCode).toBe(200);
    await w.ctx.database.db.execute(
      sql`update subscriptions set end_date = now() - interval '1 day'`,
    );
    expect((await send(w.listingA, valid({ email: 'later@example.com' }))).statusCode).toBe(201);
    const list = (await inbox(w.users.providerA)).json();
    expect(list.requests).toHaveLength(2);
    expect(w.ctx.sentMail.filter((m) => m.to === w.users.providerA.email)).toHaveLength(2);
  });
});

describe('the family’s requests', () => {
  it('lists a signed-in family’s requests with status, and withdrawal hides their details', async () => {
    const { id } = (
      await send(w.listingA, valid({ email: 'sam@example.com' }), { as: w.users.seeker })
    ).json();
    await send(w.listingB, valid({ email: 'other@example.com' })); // signed out: not linked
    await setStatus(w.users.providerA, id, 'contacted');
    const mine = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/me/tour-requests',
      headers: headers(w.users.seeker),
    });
    expect(mine.json().requests).toEqual([
      expect.objectContaining({ id, listingTitle: 'Alpha Meadows', status: 'contacted' }),
    ]);

    expect((await withdraw(w.users.providerA, id)).statusCode).toBe(404);
    expect((await withdraw(null, id)).statusCode).toBe(401);
    const done = await withdraw(w.users.seeker, id);
    expect(done.json().status).toBe('withdrawn');
    const seen = (await inbox(w.users.providerA)).json().requests[0];
    expect(seen).toMatchObject({ status: 'withdrawn', contact: null, message: null });
    expect(JSON.stringify(seen)).not.toContain('sam@example.com');
  });

  it('lists one community’s requests when asked, for the community page', async () => {
    const asSeeker = { as: w.users.seeker };
    const a = (await send(w.listingA, valid({ email: 'sam@example.com' }), asSeeker)).json();
    const b = (await send(w.listingB, valid({ email: 'sam@example.com' }), asSeeker)).json();
    const mine = (query: string) =>
      w.ctx.app.inject({
        method: 'GET',
        url: `/api/me/tour-requests${query}`,
        headers: headers(w.users.seeker),
      });
    const ids = async (query: string) =>
      (await mine(query)).json().requests.map((r: { id: string }) => r.id);
    expect(await ids(`?listingId=${w.listingA}`)).toEqual([a.id]);
    expect(await ids(`?listingId=${w.listingB}`)).toEqual([b.id]);
    expect((await ids('')).sort()).toEqual([a.id, b.id].sort());
    // Another family's requests for the same community stay theirs.
    const other = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/me/tour-requests?listingId=${w.listingA}`,
      headers: headers(w.users.providerA),
    });
    expect(other.json().requests).toEqual([]);
    expect((await mine('?listingId=not-a-listing')).statusCode).toBe(400);
  });
});

describe('analytics and reviews', () => {
  it('counts tour requests as inquiries and gives Premium the median time to contact', async () => {
    const before = (
      await w.ctx.app.inject({
        method: 'GET',
        url: '/api/provider/analytics',
        headers: headers(w.users.providerB),
      })
    ).json();
    const ids: string[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      ids.push((await send(w.listingB, valid({ email }))).json().id);
    }
    for (const id of ids.slice(0, 2)) await setStatus(w.users.providerB, id, 'contacted');
    await w.ctx.database.db.execute(
      sql`update tour_requests set contacted_at = created_at + interval '30 minutes' where id = ${ids[0]}::uuid`,
    );
    await w.ctx.database.db.execute(
      sql`update tour_requests set contacted_at = created_at + interval '90 minutes' where id = ${ids[1]}::uuid`,
    );
    const after = (
      await w.ctx.app.inject({
        method: 'GET',
        url: '/api/provider/analytics',
        headers: headers(w.users.providerB),
      })
    ).json();
    expect(after.inquiries.current).toBe(before.inquiries.current + 3);
    expect(after.advanced.medianMinutesToContact).toBe(60);
    expect(after.advanced.perListing[0].inquiries).toBe(3);
    const basic = (
      await w.ctx.app.inject({
        method: 'GET',
        url: '/api/provider/analytics',
        headers: headers(w.users.providerA),
      })
    ).json();
    expect(basic.advanced).toBeNull();
  });

  it('marks reviews by a family who requested a tour of that community', async () => {
    // The seeker's review of listing B (the fixtures hold another, by provider A).
    const reviews = async () =>
      (await w.ctx.app.inject({ method: 'GET', url: `/api/listings/${w.listingB}/reviews` }))
        .json()
        .reviews.filter((r: { reviewerName: string }) => r.reviewerName === 'Sam Seeker');
    expect((await reviews())[0].requestedTour).toBe(false);
    // A signed-out request with the same email proves nothing about the account.
    await send(w.listingB, valid({ email: w.users.seeker.email }));
    expect((await reviews())[0].requestedTour).toBe(false);
    await send(w.listingA, valid({ email: 'sam@example.com' }), { as: w.users.seeker });
    expect((await reviews())[0].requestedTour).toBe(false);
    await send(w.listingB, valid({ email: 'sam2@example.com' }), { as: w.users.seeker });
    expect((await reviews())[0].requestedTour).toBe(true);
  });
});
