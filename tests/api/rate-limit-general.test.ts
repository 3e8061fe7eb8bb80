import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

// The general per-client limit of a single process (http/local-rate-limit.ts): three requests a
// minute here. Routes with limits of their own keep them; the health check has none.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitPerMinute: 3 });
});
afterAll(() => ctx.close());
beforeEach(() => vi.useRealTimers());

const get = (url: string, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({ method: 'GET', url, remoteAddress });

describe('the general rate limit', () => {
  it('counts each client, says what is left, and answers 429 with retry-after past the limit', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await get('/api/places?q=Sea'));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers[0].headers['x-ratelimit-limit']).toBe('3');
    expect(Number(answers[0].headers['x-ratelimit-reset'])).toBeGreaterThan(30);

    const refused = answers[3];
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(30);

    // Another client has its own budget; the health check is never limited.
    expect((await get('/api/places?q=Sea', '198.51.100.4')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('answers a browser asking for a page past the limit with a page, not JSON', async () => {
    const client = '192.0.2.77';
    const page = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/about',
        remoteAddress: client,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
    for (let i = 0; i < 3; i += 1) await page();
    const refused = await page();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('<h1>Too many requests</h1>');
    expect(refused.body).toContain('Too many requests. Please slow down and try again.');
    expect(refused.body).toContain('<a href="/">');
  });

  it('gives a client a new budget when its minute is over', async () => {
    const client = '192.0.2.55';
    for (let i = 0; i < 3; i += 1) await get('/api/config', client);
    expect((await get('/api/config', client)).statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const again = await get('/api/config', client);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('leaves a route with a limit of its own to that limit', async () => {
    // The newsletter allows 10 a minute per client, more than the general 3.
    const client = '192.0.2.99';
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: client,
        headers: { origin: TEST_ORIGIN },
        payload: { email: `reader${i}@example.com` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });
});
