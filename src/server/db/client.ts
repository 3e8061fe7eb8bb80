import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_MAX, DEFAULT_STATEMENT_TIMEOUT_MS } from '../env.ts';
import { createCancellablePool } from './cancellable-pool.ts';
import { watchPgliteActivity } from './pglite-activity.ts';
import { currentRequestAbandoned, RequestAbandonedError } from './request-signal.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL with positional parameters (bulk seeding, EXPLAIN, the benchmark's SQL ceiling); with
   * a name, a prepared statement on PostgreSQL (PGlite ignores it).
   */
  query<R = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    name?: string,
  ): Promise<{ rows: R[] }>;
  ping(): Promise<void>;
  /**
   * Whether the database answers, for GET /api/health. On the embedded database this does not
   * queue behind other work when the database is visibly answering it (pglite-activity.ts).
   */
  health(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const pgliteExtensions = { pg_trgm };

/** Wraps an already-open PGlite (tests start one from a migrated dump). */
export function fromPglite(client: PGlite): Database {
  // One query at a time and no way to stop one that runs: the most we can do for a request whose
  // client has gone is not to start its next query (PostgreSQL cancels: cancellable-pool.ts).
  const clientQuery = client.query.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    if (currentRequestAbandoned()) return Promise.reject(new RequestAbandonedError());
    return clientQuery(...args);
  }) as PGlite['query'];
  const activity = watchPgliteActivity(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const ping = async () => void (await client.query('select 1'));
  return {
    db,
    kind: 'pglite',
    query: async <R>(text: string, params?: unknown[]) => {
      const result = await client.query<R>(text, params);
      return { rows: result.rows };
    },
    ping,
    health: async () => {
      if (client.closed) throw new Error('The embedded database is closed');
      if (!activity.busyAndAnswering()) await ping();
    },
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** Longest a single statement may run, in ms (0: no limit; migrations and restores use 0). */
  statementTimeoutMs?: number;
  /** Most connections the pool opens (DATABASE_POOL_MAX). */
  poolMax?: number;
}

export function fromPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  // A database that stops answering fails requests after a few seconds instead of hanging them,
  // and no statement holds a connection for longer than the statement timeout.
  const pool = createCancellablePool({
    connectionString,
    max: options.poolMax ?? DEFAULT_DATABASE_POOL_MAX,
    connectionTimeoutMillis: 5_000,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client can lose its connection (database restart, failover); without a listener
  // that error would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', (err) => console.error(`PostgreSQL idle client error: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    query: async <R>(text: string, params: unknown[] = [], name?: string) => {
      const result = await pool.query(
        name ? { name, text, values: params } : { text, values: params },
      );
      return { rows: result.rows as R[] };
    },
    ping: async () => void (await pool.query('select 1')),
    health: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

/** PostgreSQL at DATABASE_URL did not answer at start; the message says what to check. */
export class DatabaseConnectError extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    const { message, code } = (cause ?? {}) as { message?: string; code?: string };
    const reason = message || code || String(cause);
    super(
      `Cannot connect to PostgreSQL at DATABASE_URL (${url.toString()}): ${reason}.\n` +
        'Check that the database server is running and reachable, and that DATABASE_URL is right ' +
        '(leave it unset to use the embedded database in DATA_DIR).',
    );
    this.name = 'DatabaseConnectError';
  }
}

/** Any fixed number: the advisory lock every CareNest process takes to migrate. */
const MIGRATION_LOCK_KEY = 7_240_610;

/**
 * One process migrates at a time. Servers started together on a new release (several processes
 * behind a load balancer) would otherwise all see the migration as missing and apply it at once;
 * the others wait, then find nothing left to do. Ending the session releases the lock.
 */
async function withMigrationLock(databaseUrl: string, migrate: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await client.end();
  }
}

/** PGlite under dataDir/db, or PostgreSQL when a URL is given; migrated before use. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  statementTimeoutMs?: number;
  poolMax?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // Migrations may build indexes over many rows: they run without the statement timeout.
    const migrator = fromPostgres(opts.databaseUrl, { statementTimeoutMs: 0 });
    try {
      await migrator.ping();
    } catch (err) {
      await migrator.close().catch(() => {});
      throw new DatabaseConnectError(opts.databaseUrl, err);
    }
    try {
      await withMigrationLock(opts.databaseUrl, () => migrateDatabase(migrator));
    } finally {
      await migrator.close();
    }
    return fromPostgres(opts.databaseUrl, {
      statementTimeoutMs: opts.statementTimeoutMs,
      poolMax: opts.poolMax,
    });
  }
  const dir = `${opts.dataDir}/db`;
  mkdirSync(dir, { recursive: true });
  const database = fromPglite(await PGlite.create(dir, { extensions: pgliteExtensions }));
  await migrateDatabase(database);
  return database;
}
