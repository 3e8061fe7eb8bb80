import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '#server/db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const subscribe = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { origin: TEST_ORIGIN },
    payload: { email },
  });

describe('POST /api/newsletter', () => {
  it('stores the address and confirms', async () => {
    const response = await subscribe('Ann@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/Thanks for subscribing/);
    expect(await ctx.database.db.select().from(newsletterSubscribers)).toMatchObject([
      { email: 'ann@example.com' },
    ]);
  });

  it('signing up twice keeps one row and still confirms', async () => {
    await subscribe('ann@example.com');
    const again = await subscribe('ANN@example.com');
    expect(again.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('rejects an invalid email with a clear message', async () => {
    const response = await subscribe('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a valid email address');
    expect(await ctx.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });
});

describe('when the database cannot be read', () => {
  it('listing search still answers with the sample listings', async () => {
    const broken = await createTestApp();
    const realDb = broken.app.deps.database.db;
    // Make every query fail, as if the database had gone away.
    broken.app.deps.database.db = new Proxy(realDb, {
      get: () => () => {
        throw new Error('connection terminated');
      },
    });
    const response = await broken.app.inject({ method: 'GET', url: '/api/listings' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.degraded).toBe(true);
    expect(body.listings.map((l: { id: string }) => l.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    broken.app.deps.database.db = realDb;
    await broken.close();
  });
});
