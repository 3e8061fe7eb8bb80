// Shared by `npm run backup` and `npm run restore` (embedded database only).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteOptions = { extensions: { pg_trgm } };

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** DATA_DIR as the server reads it; refuses PostgreSQL setups, which have their own tools. */
export function embeddedDataDir() {
  if (process.env.DATABASE_URL) {
    fail(
      'DATABASE_URL is set, so the data lives in PostgreSQL: use pg_dump / pg_restore and copy ' +
        'the uploads bucket (README, "Backup and restore").',
    );
  }
  return resolve(process.env.DATA_DIR || './data');
}

/** DATA_DIR as the server reads it, for tools that also work on PostgreSQL (they check first). */
export function dataDirSetting() {
  return resolve(process.env.DATA_DIR || './data');
}

/** A copy taken or replaced under a running database could be inconsistent: stop first. */
export function refuseWhileServerRuns(dataDir) {
  const pidFile = join(dataDir, 'server.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  let running = false;
  try {
    process.kill(pid, 0);
    running = true;
  } catch (err) {
    running = err.code === 'EPERM';
  }
  if (running) {
    fail(
      `The CareNest server (pid ${pid}) is running on ${dataDir}. Stop it first, then run this ` +
        `again. (If no server is running, delete ${pidFile}.)`,
    );
  }
}
