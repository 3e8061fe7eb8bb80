import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '#server/db/schema/index.ts';
import { isRequestAbandoned } from '#server/db/errors.ts';
import { runWithRequestSignal } from '#server/db/request-signal.ts';
import { openTestDatabase } from '#tests/helpers/test-db.ts';
import type { Database } from '#server/db/client.ts';

// SECURITY.md, hole 9, on whichever database this suite runs on. The PostgreSQL pass also proves that
// SQL already running is cancelled (abandoned-queries.postgres.test.ts).
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('database work of a request whose client has gone', () => {
  it('is not started', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(
      // Drizzle runs a query when it is awaited: await inside the request's context, as a route does.
      runWithRequestSignal(gone.signal, async () => await database.db.select().from(listings)),
    ).rejects.toSatisfy(isRequestAbandoned);
    await expect(
      runWithRequestSignal(gone.signal, () => database.query('select 1')),
    ).rejects.toSatisfy(isRequestAbandoned);
  });

  it('runs as usual while the client waits, and outside any request', async () => {
    const waiting = new AbortController();
    const rows = await runWithRequestSignal(waiting.signal, () =>
      database.query<{ one: number }>('select 1 as one'),
    );
    expect(rows.rows).toEqual([{ one: 1 }]);
    expect(await database.db.select().from(listings)).toBeInstanceOf(Array);
  });
});
