import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

// At scale (docs/decisions/011): the embedded database runs one statement at a time, so a health check that queried it
// would wait behind every search in the queue. While the database is visibly answering, health
// answers without joining the queue; when it is idle it asks the database itself.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health under load', () => {
  it('answers while other work holds the database, without queueing behind it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const begun = new Promise<void>((resolve) => (began = resolve));
    // A transaction that has answered a statement and now holds the database (on PGlite: the
    // whole queue; on PostgreSQL: one pooled connection) until the gate opens.
    const holder = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      began();
      await gate;
    });
    await begun;
    const queued = ctx.database.query('select 1 as after_holder');
    // With a health check that queried PGlite, this would wait for the gate, which opens only
    // after it: the test would hang until its timeout and fail.
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    release();
    await holder;
    expect((await queued).rows).toEqual([{ after_holder: 1 }]);
  });

  it('asks the database when it is idle, and answers 503 once it is gone', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const own = await createTestApp();
    await own.database.close();
    const response = await own.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    await own.app.close();
  });
});
