import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

// Regression for a denial of service: the password-strength estimate ran on the event loop over
// the whole password, so one sign-up with a long random password stalled every other request.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const randomPassword = (length: number) => randomBytes(length).toString('base64').slice(0, length);

function signUp(password: string, n: number) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { name: `Long ${n}`, email: `long${n}@example.com`, password, type: 'seeker' },
  });
}

async function healthLatencyMs() {
  const started = performance.now();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  return performance.now() - started;
}

describe('password strength check under load', () => {
  it('keeps /api/health under 100 ms while 20 sign-ups with 128-character passwords run', async () => {
    await healthLatencyMs(); // warm up the route
    let done = false;
    const signUps = Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp(randomPassword(128), i)),
    ).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      latencies.push(await healthLatencyMs());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const responses = await signUps;
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(latencies.length).toBeGreaterThan(3);
    // Scoring on the event loop held it for seconds per sign-up. With the database server and the
    // scoring worker sharing two cores, allow rare scheduling hiccups: nine in ten health checks
    // answer in under 100 ms and none waits as long as one blocked scoring did.
    const sorted = [...latencies].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(100);
    expect(sorted.at(-1)).toBeLessThan(1000);
  }, 120_000);

  it('refuses a 5,000-character password at once, before any costly work', async () => {
    await signUp('warm-up-password-phrase', 1000);
    // Best of three, so that a busy CPU's one slow answer does not decide; unbounded work on
    // 5,000 characters took seconds every time.
    const elapsed: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = performance.now();
      const response = await signUp(randomPassword(5000), 1001 + attempt);
      elapsed.push(performance.now() - started);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Password must be at most 128 characters');
    }
    expect(Math.min(...elapsed)).toBeLessThan(50);
  });

  it('refuses an over-long new password on reset and change before any costly work', async () => {
    const started = performance.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: randomPassword(5000), token: 'whatever' },
    });
    expect(performance.now() - started).toBeLessThan(50);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Password must be at most 128 characters');
  });
});
