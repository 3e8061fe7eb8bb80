import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOUR_REQUEST_LIMITS } from '#shared/constants.ts';
import { TOUR_MESSAGES } from '#shared/tour-request-schemas.ts';
import type { TestUser } from '#tests/helpers/auth.ts';
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
  await w.ctx.database.db.execute(sql`delete from tour_requests`);
  w.ctx.sentMail.length = 0;
});

const valid = validTourRequest;
const headers = tourHeaders;
const send = (listingId: string, body: object, opts: { as?: TestUser | null; ip?: string } = {}) =>
  sendTourRequest(w.ctx.app, listingId, body, opts);
const byLink = (path: string, method: 'GET' | 'POST' = 'GET') =>
  w.ctx.app.inject({ method, url: path, headers: headers(null) });
const rows = async () =>
  (
    (await w.ctx.database.db.execute(
      sql`select email, phone, access_token_hash, status from tour_requests order by created_at`,
    )) as unknown as {
      rows: {
        email: string;
        phone: string | null;
        access_token_hash: string | null;
        status: string;
      }[];
    }
  ).rows;
const mailTo = (to: string) => w.ctx.sentMail.filter((m) => m.to === to);
/** The private link's path in the family's confirmation mail, or null when it has none. */
const linkIn = (text: string) =>
  /https?:\/\/[^\s]+(\/tour-requests\/[\w-]+)/.exec(text)?.[1] ?? null;

describe('tour request limits count the inbox, not the spelling', () => {
  it('counts name+tag@, capitals and Gmail dots as the same address, and stores what was typed', async () => {
    const spellings = [
      'rosa.m@gmail.com',
      'rosam+tours@gmail.com',
      'Rosa.M+1@googlemail.com',
      'R.O.S.A.M@Gmail.com',
      'rosam+x@gmail.com',
    ];
    expect(spellings).toHaveLength(TOUR_REQUEST_LIMITS.perEmail);
    for (const [i, email] of spellings.entries()) {
      const response = await send(w.listingA, valid({ email, message: `Visit ${i}` }), {
        ip: `198.51.100.${i}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const sixth = await send(w.listingB, valid({ email: 'rosam+6@gmail.com' }), {
      ip: '192.0.2.9',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(TOUR_MESSAGES.tooManyByEmail);
    expect((await rows()).map((r) => r.email)).toEqual(spellings);
    // Mail goes to the address as typed.
    expect(mailTo('Rosa.M+1@googlemail.com')).toHaveLength(1);

    // Outside Gmail, dots are part of the name: another inbox.
    const other = await send(w.listingB, valid({ email: 'r.osa@example.com' }), {
      ip: '192.0.2.9',
    });
    const plusOther = await send(w.listingB, valid({ email: 'rosa+1@example.com' }), {
      ip: '192.0.2.10',
    });
    expect([other.statusCode, plusOther.statusCode]).toEqual([201, 201]);
  });

  it('caps signed-out requests to one listing per day, whatever the addresses; signed-in families still get through', async () => {
    const cap = TOUR_REQUEST_LIMITS.perListingFromVisitors;
    for (let i = 0; i < cap; i += 1) {
      const response = await send(w.listingA, valid({ email: `kin${i}@example.com` }), {
        ip: `198.51.100.${i}`,
      });
      expect(response.statusCode).toBe(201);
    }
    w.ctx.sentMail.length = 0;
    const over = await send(w.listingA, valid({ email: 'fresh@example.com' }), { ip: '192.0.2.1' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(TOUR_MESSAGES.tooManyForListing);
    expect(w.ctx.sentMail).toEqual([]);
    expect(await rows()).toHaveLength(cap);

    // Another listing still takes visitors, and a signed-in family still reaches this one.
    expect((await send(w.listingB, valid({ email: 'fresh@example.com' }))).statusCode).toBe(201);
    const member = await send(w.listingA, valid({ email: 'sam@example.com' }), {
      as: w.users.seeker,
    });
    expect(member.statusCode).toBe(201);
  });

  it('does not store the phone number of an "email only" request', async () => {
    const response = await send(
      w.listingA,
      valid({ contactPreference: 'email', phone: '(503) 555-0199' }),
    );
    expect(response.statusCode).toBe(201);
    expect((await rows()).map((r) => r.phone)).toEqual([null]);
    await send(w.listingA, valid({ email: 'call@example.com' }));
    expect((await rows()).map((r) => r.phone)).toEqual([null, '(503) 555-0142']);
  });
});

describe('the same request sent twice', () => {
  it('answers the second with the first, storing and mailing nothing new', async () => {
    const first = await send(w.listingA, valid());
    expect(first.statusCode).toBe(201);
    expect(w.ctx.sentMail).toHaveLength(2);
    // Same listing, same inbox (spelled differently), time and message; another connection.
    const again = await send(w.listingA, valid({ email: 'ROSA+again@example.com', name: 'Rosa' }), {
      ip: '192.0.2.44',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(1);
    expect(w.ctx.sentMail).toHaveLength(2);
  });

  it('takes a request that differs in listing, date or message, or follows a withdrawal', async () => {
    const first = (await send(w.listingA, valid())).json();
    // Five in all: the per-email limit.
    for (const change of [{ message: 'Another question' }, { preferredDate: isoDay(4) }]) {
      expect((await send(w.listingA, valid(change))).statusCode).toBe(201);
    }
    expect((await send(w.listingB, valid())).statusCode).toBe(201);
    const link = linkIn(mailTo('rosa@example.com')[0].text)!;
    expect(
      (
        await byLink(
          `/api${link.replace('/tour-requests/', '/tour-requests/by-link/')}/withdrawal`,
          'POST',
        )
      ).json().id,
    ).toBe(first.id);
    expect((await send(w.listingA, valid())).statusCode).toBe(201);
    expect(await rows()).toHaveLength(TOUR_REQUEST_LIMITS.perEmail);
  });
});

const apiPath = (link: string) =>
  `/api${link.replace('/tour-requests/', '/tour-requests/by-link/')}`;

describe('a signed-out family’s private link', () => {
  it('comes by email, opens that one request, withdraws it, and the provider sees it withdrawn', async () => {
    const { id } = (await send(w.listingA, valid())).json();
    const mail = mailTo('rosa@example.com')[0];
    expect(mail.text).not.toContain('/profile');
    const link = linkIn(mail.text)!;
    expect(link).toMatch(/^\/tour-requests\/[\w-]{43}$/);

    const seen = await byLink(apiPath(link));
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.json()).toMatchObject({ id, listingTitle: 'Alpha Meadows', status: 'new' });

    // Only a hash is stored: the token itself opens nothing when read from the table.
    const [row] = await rows();
    const token = link.split('/').pop()!;
    expect(row.access_token_hash).not.toBe(token);
    expect(JSON.stringify(await rows())).not.toContain(token);

    const done = await byLink(`${apiPath(link)}/withdrawal`, 'POST');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'withdrawn' });
    const inbox = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/provider/tour-requests',
      headers: headers(w.users.providerA),
    });
    expect(inbox.json().requests[0]).toMatchObject({ id, status: 'withdrawn', contact: null });
  });

  it('opens only its own request: another link, a changed link or a stored hash opens nothing', async () => {
    await send(w.listingA, valid());
    await send(w.listingB, valid({ email: 'other@example.com' }), { ip: '192.0.2.3' });
    const [mine, theirs] = ['rosa@example.com', 'other@example.com'].map((to) =>
      linkIn(mailTo(to)[0].text)!,
    );
    expect((await byLink(apiPath(mine))).json().listingTitle).toBe('Alpha Meadows');
    expect((await byLink(apiPath(theirs))).json().listingTitle).toBe('Beta Gardens');
    const hash = (await rows())[0].access_token_hash!;
    for (const wrong of [`${mine}x`, mine.slice(0, -1), `/tour-requests/${hash}`]) {
      expect((await byLink(apiPath(wrong))).statusCode).toBe(404);
      expect((await byLink(`${apiPath(wrong)}/withdrawal`, 'POST')).statusCode).toBe(404);
    }
    expect((await rows()).map((r) => r.status)).toEqual(['new', 'new']);
  });

  it('answers at most 20 calls a minute from one client, found or not', async () => {
    const call = (ip: string) =>
      w.ctx.app.inject({
        method: 'GET',
        url: '/api/tour-requests/by-link/no-such-link',
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i += 1) expect((await call('198.51.100.77')).statusCode).toBe(404);
    const limited = await call('198.51.100.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await call('198.51.100.78')).statusCode).toBe(404);
  });

  it('is not made for a signed-in family, whose mail points to their profile', async () => {
    await send(w.listingA, valid({ email: 'sam@example.com' }), { as: w.users.seeker });
    const mail = mailTo('sam@example.com')[0];
    expect(linkIn(mail.text)).toBeNull();
    expect(mail.text).toContain('/profile');
    expect((await rows())[0].access_token_hash).toBeNull();
  });
});
