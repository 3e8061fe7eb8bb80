import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * For a *.postgres.test.ts file that starts real server processes (CI's PostgreSQL pass): a
 * database of its own on DATABASE_URL's server, and data folders for the servers. `create` it
 * before the servers start and `drop` it once they have stopped (any connection left is ended).
 */
export function scratchDatabase(kind: string) {
  const adminUrl = new URL(process.env.DATABASE_URL!);
  const name = `carenest_${kind}_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDirs: string[] = [];

  /** Runs one statement on DATABASE_URL itself (the server's, not the scratch database). */
  async function admin<R = Record<string, unknown>>(sql: string, params: unknown[] = []) {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    const result = await client.query(sql, params);
    await client.end();
    return result.rows as R[];
  }

  return {
    name,
    adminUrl,
    /** The scratch database's connection string. */
    url,
    admin,
    create: () => admin(`CREATE DATABASE ${name}`),
    /** A new empty folder, removed by `drop`. */
    dataDir() {
      const dir = mkdtempSync(join(tmpdir(), `carenest-${kind}-`));
      dataDirs.push(dir);
      return dir;
    },
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
