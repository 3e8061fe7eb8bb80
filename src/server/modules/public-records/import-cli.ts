// `npm run import -- cms-nursing-homes <file.csv>` or `npm run import -- ca-assisted-living
// <file.csv> --as-of YYYY-MM-DD`: public records into the configured database (DATABASE_URL, or
// the embedded one in DATA_DIR; stop the server first). Running it again updates (decision 042).
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { openDatabase } from '../../db/client.ts';
import { EnvError, parseEnv } from '../../env.ts';
import { PAGE_INVALIDATION_CHANNEL } from '../../http/pages/page-invalidation.ts';
import { importPublicRecords, type ImportSummary } from './import-records.ts';
import { isoDate } from './record-layouts.ts';
import type { PublicRecordSource } from '#shared/public-record-schemas.ts';
// @ts-expect-error plain JavaScript shared with the backup scripts
import { refuseWhileServerRuns } from '../../../../scripts/data-dir.mjs';

const SOURCES: Record<string, PublicRecordSource> = {
  'cms-nursing-homes': 'cms-nursing-homes',
  'ca-assisted-living': 'ca-rcfe',
};
const USAGE =
  'Usage: npm run import -- cms-nursing-homes <file.csv>\n' +
  '       npm run import -- ca-assisted-living <file.csv> --as-of YYYY-MM-DD';
const SHOWN_PROBLEMS = 100;

function report(summary: ImportSummary, seconds: number) {
  for (const p of summary.malformed.slice(0, SHOWN_PROBLEMS))
    console.log(`  line ${p.line}: ${p.reason}`);
  if (summary.malformed.length > SHOWN_PROBLEMS)
    console.log(`  … and ${summary.malformed.length - SHOWN_PROBLEMS} more`);
  console.log(
    `Done in ${seconds.toFixed(1)} s: ${summary.rows} rows, ${summary.added} added ` +
      `(${summary.attached} attached to existing listings), ${summary.changed} changed, ` +
      `${summary.unchanged} unchanged, ${summary.closed} closed, ${summary.malformed.length} malformed.`,
  );
}

/** Every server process drops the pages it kept (decision 041), as after any other write. */
async function announcePagesChanged(redisUrl: string | undefined) {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  try {
    await redis.publish(PAGE_INVALIDATION_CHANNEL, 'import');
  } catch (err) {
    console.error(`Could not tell the servers (Redis): cached pages expire on their own. ${err}`);
  } finally {
    redis.disconnect();
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'as-of': { type: 'string' } },
  });
  const [kind, file] = positionals;
  const source = SOURCES[kind ?? ''];
  const asOf = values['as-of'] === undefined ? undefined : isoDate(values['as-of']);
  if (!source || !file || asOf === null) {
    console.error(USAGE);
    process.exit(1);
  }
  const env = parseEnv();
  if (!env.DATABASE_URL) refuseWhileServerRuns(env.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    statementTimeoutMs: 0,
  });
  const started = Date.now();
  try {
    const summary = await importPublicRecords(database, { source, input: file, asOf });
    report(summary, (Date.now() - started) / 1000);
  } finally {
    await database.close();
  }
  await announcePagesChanged(env.REDIS_URL);
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError || err instanceof Error ? err.message : err);
  process.exit(1);
});
