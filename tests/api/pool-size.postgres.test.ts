import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres, type Database } from '#server/db/client.ts';

// DATABASE_POOL_MAX caps the connections one process opens. Runs only with DATABASE_URL.
let database: Database;
beforeAll(() => {
  database = fromPostgres(process.env.DATABASE_URL!, { poolMax: 2 });
});
afterAll(() => database.close());

describe('PostgreSQL pool size', () => {
  it('never opens more connections than poolMax, however many queries wait', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        database.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.1)'),
      ),
    );
    const backends = new Set(results.map((r) => r.rows[0].pid));
    expect(backends.size).toBe(2);
  });
});
