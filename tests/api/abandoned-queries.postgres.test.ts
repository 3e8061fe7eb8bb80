import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServer,
  waitHealthy,
  type ServerProcess,
} from '#tests/helpers/server-process.ts';
import { scratchDatabase } from '#tests/helpers/scratch-postgres.ts';

// SECURITY.md, hole 9. Runs only with DATABASE_URL (CI's PostgreSQL pass). A second connection holds
// an exclusive lock on the listings table, so every search waits inside PostgreSQL for as long as
// the test wants: a statement timeout must stop it, and so must its client going away.
const database = scratchDatabase('abandon');
let shortTimeout: ServerProcess;
let longTimeout: ServerProcess;
let locker: pg.Client | null = null;

async function start(statementTimeoutMs: number) {
  const server = await startServer({
    PORT: String(await freePort()),
    DATA_DIR: database.dataDir(),
    DATABASE_URL: database.url.toString(),
    DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
  });
  await waitHealthy(server);
  return server;
}

async function lockListings() {
  locker = new pg.Client({ connectionString: database.url.toString() });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE listings IN ACCESS EXCLUSIVE MODE');
}

/** Searches from the servers that are waiting for the lock right now. */
async function searchesWaiting(): Promise<number> {
  const rows = await database.admin<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = $1 and wait_event_type = 'Lock' and pid <> $2`,
    [database.name, (locker as unknown as { processID: number }).processID],
  );
  return rows[0].n;
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting until ${what}`);
}

beforeAll(async () => {
  await database.create();
  shortTimeout = await start(500);
  // The second start finds the database migrated already.
  longTimeout = await start(120_000);
}, 300_000);

afterEach(async () => {
  await locker?.query('ROLLBACK');
  await locker?.end();
  locker = null;
});

afterAll(async () => {
  for (const server of [shortTimeout, longTimeout]) {
    server?.child.kill('SIGTERM');
    await server?.exited;
  }
  await database.drop();
});

describe('no request holds a database connection for long', () => {
  it('a statement running past DATABASE_STATEMENT_TIMEOUT_MS is stopped and answered 503', async () => {
    await lockListings();
    const response = await fetch(`${shortTimeout.url}/api/listings/7`);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.error.code).toBe('DATABASE_TIMEOUT');
    expect(body.error.message).toBe(
      'This is taking longer than it should. Please try again in a moment.',
    );
    expect(await searchesWaiting()).toBe(0);
  });

  it('a search that runs too long falls back to the samples (docs/product.md §7) and frees its connection', async () => {
    await lockListings();
    const response = await fetch(`${shortTimeout.url}/api/listings`);
    expect(response.status).toBe(200);
    expect((await response.json()).degraded).toBe(true);
    expect(await searchesWaiting()).toBe(0);
  });

  it('a client that gives up takes its SQL with it, so abandoned searches cannot exhaust the pool', async () => {
    await lockListings();
    // More abandoned searches than the pool has connections (10).
    const requests = Array.from({ length: 12 }, () => {
      const req = httpRequest(`${longTimeout.url}/api/listings`);
      req.on('error', () => {});
      req.end();
      return req;
    });
    await until(async () => (await searchesWaiting()) === 10, 'ten searches wait on the lock');
    for (const req of requests) req.destroy();
    await until(async () => (await searchesWaiting()) === 0, 'the abandoned searches are gone');
    // The lock is still held, yet the pool has connections for everyone else.
    const health = await fetch(`${longTimeout.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
