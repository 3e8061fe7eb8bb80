import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { favorites } from '#server/db/schema/index.ts';
import { createUser, type TestUser } from '#tests/helpers/auth.ts';
import {
  createTestApp,
  testAppPerFile,
  TEST_ORIGIN,
  type TestContext,
} from '#tests/helpers/test-app.ts';
import { CROSS_SITE_MESSAGE } from '#server/http/origin.ts';

const SAMPLE_ID = '00000000-0000-0000-0000-000000000001';

describe('cookie-authenticated writes must come from our own pages', () => {
  let ctx: TestContext;
  let seeker: TestUser;
  testAppPerFile((app) => (ctx = app));
  beforeEach(async () => {
    seeker = await createUser(ctx.app);
  });

  const putFavorite = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/favorites/${SAMPLE_ID}`, headers });
  const saved = async () =>
    (await ctx.database.db.select().from(favorites).where(eq(favorites.userId, seeker.id))).length;

  it.each([
    ['no Origin, no other proof', {}],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, foreign Referer', { referer: 'https://evil.example/page' }],
    [
      'no Origin, same-origin Referer but cross-site fetch',
      {
        referer: `${TEST_ORIGIN}/browse`,
        'sec-fetch-site': 'cross-site',
      },
    ],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin "null"', { origin: 'null' }],
  ])('refuses %s with 403 and changes nothing', async (_name, headers) => {
    const response = await putFavorite({ cookie: seeker.cookie, ...headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(CROSS_SITE_MESSAGE);
    expect(await saved()).toBe(0);
  });

  it.each([
    ['our Origin', { origin: TEST_ORIGIN }],
    ['no Origin, Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin, Sec-Fetch-Site none (typed by the person)', { 'sec-fetch-site': 'none' }],
    ['no Origin, same-origin Referer', { referer: `${TEST_ORIGIN}/browse?x=1` }],
  ])('accepts %s', async (_name, headers) => {
    const response = await putFavorite({ cookie: seeker.cookie, ...headers });
    expect(response.statusCode).toBe(204);
    expect(await saved()).toBe(1);
  });

  it('the refusal tells the person what to do, not only that it was refused', () => {
    expect(CROSS_SITE_MESSAGE).toMatch(/Reload the page and try again/);
  });
});

describe('the site works at whatever address it is opened at', () => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());

  it('signs up, signs in and writes at http://127.0.0.1:3000 when PUBLIC_URL says localhost', async () => {
    ctx = await createTestApp();
    await ctx.reset();
    const origin = 'http://127.0.0.1:3000';
    const headers = { host: '127.0.0.1:3000', origin };
    const payload = {
      name: 'Ip Visitor',
      email: 'ip-visitor@example.com',
      password: 'correct-horse-battery',
      type: 'seeker',
    };
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers,
      payload,
    });
    expect(signUp.statusCode).toBe(200);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email: payload.email, password: payload.password },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const favorite = await ctx.app.inject({
      method: 'PUT',
      url: `/api/favorites/${SAMPLE_ID}`,
      headers: { ...headers, cookie },
    });
    expect(favorite.statusCode).toBe(204);
    // The same Origin sent to another host is still cross-site.
    const elsewhere = await ctx.app.inject({
      method: 'PUT',
      url: `/api/favorites/${SAMPLE_ID}`,
      headers: { host: 'carenest.example', origin, cookie },
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy: true });
  });
  afterAll(() => ctx.close());

  it('takes the forwarded host and protocol as our origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'www.carenest.example',
        'x-forwarded-proto': 'https',
        origin: 'https://www.carenest.example',
      },
      payload: {
        name: 'Proxied Visitor',
        email: 'proxied@example.com',
        password: 'correct-horse-battery',
        type: 'seeker',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});
