import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import {
  fromPglite,
  fromPostgres,
  migrateDatabase,
  pgliteExtensions,
  type Database,
} from '#server/db/client.ts';

let migratedDump: Blob | undefined;

/**
 * One database per test file: an in-memory PGlite started from the migrated dump, or — when
 * DATABASE_URL is set — a throwaway PostgreSQL database created for this file and dropped after.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // Read once per worker (the API files share their modules, vitest.config.ts): the dump is
    // 41 MB, and PGlite only reads the Blob.
    migratedDump ??= new Blob([readFileSync(inject('migratedDumpPath'))]);
    const client = await PGlite.create('memory://', {
      extensions: pgliteExtensions,
      loadDataDir: migratedDump,
    });
    return fromPglite(client);
  }
  const name = `carenest_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = fromPostgres(url.toString());
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets have closed; dropping WITH (FORCE) while they are
      // still open would kill them and surface as unhandled errors, so wait for them to go.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Empties every table between tests; migrations live in the separate "drizzle" schema. */
export async function resetDatabase(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = result.rows.map((r) => `"${r.table_name}"`);
  if (tables.length > 0)
    await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} CASCADE`));
}
