import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '#server/db/schema/index.ts';
import {
  testAppPerFile,
  createTestApp,
  TEST_ORIGIN,
  type TestContext,
} from '#tests/helpers/test-app.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

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

/** A database handle whose every query throws: through the ORM, and through its raw client. */
function failingDb<T extends object>(db: T, error: () => Error): T {
  const fail = () => {
    throw error();
  };
  return new Proxy(db, { get: (_, prop) => (prop === '$client' ? { query: fail } : fail) });
}

describe('when the database cannot be read', () => {
  it('listing search still answers with the sample listings', async () => {
    const broken = await createTestApp();
    const realDb = broken.app.deps.database.db;
    // Make every query fail, as if the database had gone away.
    broken.app.deps.database.db = failingDb(realDb, () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const response = await broken.app.inject({ method: 'GET', url: '/api/listings' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.degraded).toBe(true);
    expect(body.listings.map((l: { id: string }) => l.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    // The fall-back goes through the same row → view mapping: a sample looks exactly the same.
    const healthy = (await ctx.app.inject({ method: 'GET', url: '/api/listings' })).json();
    expect(body.listings).toEqual(healthy.listings.slice(0, 6));
    broken.app.deps.database.db = realDb;
    await broken.close();
  });

  it('a fault in the search itself is a 500, not hidden behind the samples', async () => {
    const broken = await createTestApp();
    const realDb = broken.app.deps.database.db;
    broken.app.deps.database.db = failingDb(
      realDb,
      () => new TypeError("Cannot read properties of undefined (reading 'id')"),
    );
    const response = await broken.app.inject({ method: 'GET', url: '/api/listings' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    broken.app.deps.database.db = realDb;
    await broken.close();
  });
});
