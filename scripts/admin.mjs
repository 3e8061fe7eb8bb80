// `npm run admin -- grant <email>`, `revoke <email>` or `list`: who may use the moderation
// console at /admin. The role is granted here only, never through the API (docs/decisions/034).
// On the embedded database, stop the server first (it holds the database); on PostgreSQL
// (DATABASE_URL) it runs beside the servers. Run it after the server has started once, so the
// migrations that create the tables have run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { dataDirSetting, fail, pgliteOptions, refuseWhileServerRuns } from './data-dir.mjs';
import { runAdminCommand, USAGE } from './admin-roles.mjs';

const args = process.argv.slice(2);
if (args.length === 0) fail(USAGE);

async function open() {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const dataDir = dataDirSetting();
  refuseWhileServerRuns(dataDir);
  if (!existsSync(join(dataDir, 'db', 'PG_VERSION')))
    fail(`No database in ${dataDir}/db yet: start the server once, sign up, then run this again.`);
  const db = await PGlite.create(join(dataDir, 'db'), pgliteOptions);
  return {
    query: async (text, params) => (await db.query(text, params)).rows,
    close: () => db.close(),
  };
}

const db = await open();
try {
  console.log(await runAdminCommand(db.query, args));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
