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
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const pgliteExtensions = { pg_trgm };

/** Wraps an already-open PGlite (tests start one from a migrated dump). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client can lose its connection (database restart, failover); without a listener
  // that error would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', (err) => console.error(`PostgreSQL idle client error: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
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

/** PGlite under dataDir/db, or PostgreSQL when a URL is given; migrated before use. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    database = fromPostgres(opts.databaseUrl);
  } else {
    const dir = `${opts.dataDir}/db`;
    mkdirSync(dir, { recursive: true });
    database = fromPglite(await PGlite.create(dir, { extensions: pgliteExtensions }));
  }
  await migrateDatabase(database);
  return database;
}
