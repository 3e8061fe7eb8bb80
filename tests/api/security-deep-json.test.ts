import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '#server/http/json-body.ts';
import { testAppPerFile, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { snapshotState } from '#tests/helpers/state-snapshot.ts';

// Deeply nested JSON once answered 500: the walkers that visit a body (the NUL guard, zod,
// better-auth) recursed once per level. The depth is now bounded by a linear scan of the raw text
// before anything parses or walks it. Run with DATABASE_URL as well.
let ctx: TestContext;
let seeker: TestUser;
testAppPerFile((app) => (ctx = app));
beforeEach(async () => {
  seeker = await createUser(ctx.app);
});

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** 40 KB of nesting, the size that once answered 500. */
const FORTY_KB_DEEP = nestedArrays(20_000);

function post(url: string, payload: string, user?: TestUser, method: 'POST' | 'PATCH' = 'POST') {
  return ctx.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(user ? authHeaders(user) : {}),
    },
    payload,
  });
}

function expectDepthRefusal(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    error: {
      code: 'VALIDATION_ERROR',
      message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`,
      details: [{ path: ['body'], message: 'Nested too deeply' }],
    },
    requestId: expect.any(String),
  });
}

describe('a deeply nested JSON body', () => {
  it.each([
    ['a views route (no body schema)', '/api/listings/1/views'],
    ['better-auth sign-in', '/api/auth/sign-in/email'],
    ['better-auth sign-up', '/api/auth/sign-up/email'],
    ['the newsletter', '/api/newsletter'],
  ])('of 40 KB sent to %s is refused with 400 in our error shape', async (_name, url) => {
    const before = await snapshotState(ctx);
    expectDepthRefusal(await post(url, FORTY_KB_DEEP));
    expectDepthRefusal(await post(url, nestedObjects(10_000)));
    expect(await snapshotState(ctx)).toEqual(before);
  });

  it('is refused on a signed-in route too', async () => {
    expectDepthRefusal(await post('/api/me', nestedObjects(5_000), seeker, 'PATCH'));
  });

  it('of 1 MB is refused as quickly as a small one: the check stops at the first level too many', async () => {
    // Just under the 1 MB body limit; a walker that recursed per level could not answer this.
    const response = await post('/api/listings/1/views', nestedArrays(520_000));
    expectDepthRefusal(response);
  });

  it('while several are in flight, health still answers', async () => {
    const deep = Array.from({ length: 8 }, () => post('/api/auth/sign-in/email', FORTY_KB_DEEP));
    const health = ctx.app.inject({ url: '/api/health' });
    for (const response of await Promise.all(deep)) expectDepthRefusal(response);
    expect((await health).statusCode).toBe(200);
  });

  it(`nested exactly ${MAX_JSON_DEPTH} levels is accepted, and brackets inside strings do not count`, async () => {
    const views = await post('/api/listings/1/views', nestedArrays(MAX_JSON_DEPTH));
    expect(views.statusCode, views.body).toBe(204);
    const quoted = JSON.stringify({ name: `${'[{'.repeat(500)}"\\`, phone: '' });
    const me = await post('/api/me', quoted, seeker, 'PATCH');
    // Past the depth check: zod judges the name (too long), not the nesting.
    expect(me.json().error.message).not.toContain('nested');
  });

  it('one level deeper than the limit is refused', async () => {
    expectDepthRefusal(await post('/api/listings/1/views', nestedArrays(MAX_JSON_DEPTH + 1)));
  });
});
