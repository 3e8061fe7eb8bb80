import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS } from '#shared/constants.ts';
import { SAVED_SEARCH_MESSAGES } from '#shared/saved-search-messages.ts';
import { unsubscribeToken } from '#server/modules/saved-searches/unsubscribe-token.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

// A family's saved searches (docs/decisions/045): their own only, at most ten, checked with
// browse's own rules; the e-mailed unsubscribe link works without signing in, only when signed.

let ctx: TestContext;
let family: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  family = await createUser(ctx.app);
  other = await createUser(ctx.app);
});

const save = (user: TestUser | null, body: object) =>
  callAs(ctx.app, user, 'POST', '/api/saved-searches', body);
const list = async (user: TestUser) =>
  (await callAs(ctx.app, user, 'GET', '/api/saved-searches')).json().searches as {
    id: string;
    name: string;
    query: string;
    frequency: string;
  }[];
const secret = () => ctx.app.deps.config.secret;

describe('saving a search', () => {
  it('keeps the browse query in one order, without paging or the open dialog', async () => {
    const response = await save(family, {
      name: 'Near Mom',
      query: '?type=memory-care&location=Seattle%2C+WA&page=3&listing=1&sort=best&amenity=WiFi',
      frequency: 'daily',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Near Mom',
      query: 'location=Seattle%2C+WA&type=memory-care&amenity=WiFi',
      frequency: 'daily',
    });
    expect((await list(family)).map((s) => s.name)).toEqual(['Near Mom']);
    expect(await list(other)).toEqual([]);
  });

  it('keeps a search near the visitor with their location, which its alerts are around', async () => {
    const response = await save(family, {
      name: 'Near me',
      query: 'location=near+me&lat=47.61&lng=-122.33&type=memory-care',
      frequency: 'weekly',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().query).toBe('location=near+me&type=memory-care&lat=47.61&lng=-122.33');
  });

  it('refuses bad input with a clear message', async () => {
    const cases = [
      [{ name: '', query: '' }, SAVED_SEARCH_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61), query: '' }, SAVED_SEARCH_MESSAGES.nameTooLong],
      [{ name: 'A', query: '', frequency: 'hourly' }, SAVED_SEARCH_MESSAGES.frequency],
      [{ name: 'A', query: 'zip=123' }, 'Please enter a valid 5-digit zip code'],
      [{ name: 'A', query: 'x'.repeat(1001) }, SAVED_SEARCH_MESSAGES.queryTooLong],
      [
        { name: 'A', query: 'location=near+me&type=memory-care' },
        SAVED_SEARCH_MESSAGES.nearTheVisitor,
      ],
    ] as const;
    for (const [body, message] of cases) {
      const response = await save(family, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it(`stops at ${SAVED_SEARCH_LIMITS.perPerson} per person, with a message`, async () => {
    const query = (i: number) => `minPrice=${1000 + i * 100}`;
    for (let i = 0; i < SAVED_SEARCH_LIMITS.perPerson; i++) {
      expect((await save(family, { name: `S${i}`, query: query(i) })).statusCode).toBe(201);
    }
    const refused = await save(family, { name: 'One more', query: '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'SAVED_SEARCH_LIMIT_REACHED',
      message: SAVED_SEARCH_MESSAGES.limit,
    });
    // Another person's limit is their own.
    expect((await save(other, { name: 'Mine', query: '' })).statusCode).toBe(201);
    // A search already saved can be saved again (renamed) at the limit.
    expect((await save(family, { name: 'Renamed', query: query(0) })).statusCode).toBe(201);
    expect((await list(family)).filter((s) => s.name === 'Renamed')).toHaveLength(1);
  });

  it('the same search saved again, even twice at once, is one saved search, renamed', async () => {
    const body = { name: 'Mom in Austin', query: 'location=Austin%2C+TX', frequency: 'weekly' };
    const [first, second] = await Promise.all([save(family, body), save(family, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).toBe(second.json().id);
    const again = await save(family, { ...body, name: 'Austin, daily', frequency: 'daily' });
    expect(again.json()).toMatchObject({ id: first.json().id, frequency: 'daily' });
    expect(await list(family)).toEqual([
      expect.objectContaining({ name: 'Austin, daily', frequency: 'daily' }),
    ]);
    // Someone else's same search is theirs.
    expect((await save(other, body)).json().id).not.toBe(first.json().id);
  });

  it('needs a session', async () => {
    expect((await save(null, { name: 'A', query: '' })).statusCode).toBe(401);
  });
});

describe('managing saved searches', () => {
  it('renames, changes frequency and deletes only one’s own', async () => {
    const { id } = (await save(family, { name: 'Old', query: '' })).json();
    const renamed = await callAs(ctx.app, family, 'PATCH', `/api/saved-searches/${id}`, {
      name: 'New',
      frequency: 'off',
    });
    expect(renamed.json()).toMatchObject({ name: 'New', frequency: 'off' });
    for (const [method, body] of [
      ['PATCH', { name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await callAs(ctx.app, other, method, `/api/saved-searches/${id}`, body);
      expect(response.statusCode).toBe(404);
    }
    expect((await list(family))[0].name).toBe('New');
    const deleted = await callAs(ctx.app, family, 'DELETE', `/api/saved-searches/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await list(family)).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  async function savedId() {
    return (await save(family, { name: 'Alerts', query: '', frequency: 'weekly' })).json()
      .id as string;
  }
  const state = (token: string) =>
    callAs(
      ctx.app,
      null,
      'GET',
      `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
    );
  const unsubscribe = (token: string) =>
    callAs(ctx.app, null, 'POST', '/api/saved-searches/unsubscribe', { token });

  it('works without signing in, and again is no change', async () => {
    const token = unsubscribeToken(secret(), await savedId());
    expect((await state(token)).json()).toEqual({ name: 'Alerts', unsubscribed: false });
    expect((await unsubscribe(token)).json()).toEqual({ name: 'Alerts', unsubscribed: true });
    expect((await list(family))[0].frequency).toBe('off');
    // Already unsubscribed: the page says so, and unsubscribing again is fine.
    expect((await state(token)).json()).toEqual({ name: 'Alerts', unsubscribed: true });
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('refuses a tampered or foreign token and changes nothing', async () => {
    const id = await savedId();
    const good = unsubscribeToken(secret(), id);
    const tampered = [
      `${good.slice(0, -2)}xx`,
      unsubscribeToken('another-secret-that-is-long-enough-0123456789', id),
      `${crypto.randomUUID()}.${good.split('.')[1]}`,
      'not-a-token',
    ];
    for (const token of tampered) {
      const response = await unsubscribe(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().error.message).toBe(SAVED_SEARCH_MESSAGES.badLink);
      expect((await state(token)).statusCode).toBe(404);
    }
    expect((await list(family))[0].frequency).toBe('weekly');
  });
});
