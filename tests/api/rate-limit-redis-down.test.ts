import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#tests/helpers/server-process.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

// REDIS_URL names a Redis that does not answer: the site stays up (limits are skipped and the
// outage logged) rather than refusing every request. docs/decisions/014-several-processes.md.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
});
afterAll(() => ctx.close());

describe('rate limits with an unreachable Redis', () => {
  it('answers requests instead of failing them', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/listings' });
    expect(search.statusCode).toBe(200);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(session.statusCode).toBe(200);
  });
});
