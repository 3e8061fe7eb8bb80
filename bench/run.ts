// `npm run bench`: the scale benchmark (docs/decisions/011). Seeds, builds, and measures the compiled production
// server on PostgreSQL and on PGlite against two ceilings (the same SQL through the database
// client; a trivial Fastify route). See bench/README.md.
import { measureAlerts } from './alerts.ts';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { httpLoad, requireWrk } from './load.ts';
import { measureDatabase, type DatabaseRun } from './measure-database.ts';
import { parsePlan } from './options.ts';
import { profileMixes } from './profile.ts';
import { measureScoringGap, scoringGapLine, type ScoringGap } from './password-strength.ts';
import { importLine, measureImport, type ImportTiming } from './public-records-import.ts';
import { buildProduction, seed, startTrivialServer, WORK_DIR } from './processes.ts';
import {
  bareServerTable,
  markdownTable,
  pagesTable,
  scaleLine,
  writeResults,
  type Measurement,
} from './report.ts';

const plan = parsePlan(process.argv.slice(2));
const log = (line: string) => console.log(`[bench] ${line}`);
const startedAt = new Date();

/** Creates the PostgreSQL database named in the URL when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Whether an earlier run seeded this database: --no-seed reuses its data, and one that has none
 * (the scale check's, on a new machine) is seeded all the same.
 */
async function hasListings(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query(`select to_regclass('listings') is not null as "exists"`);
    if (!found.rows[0].exists) return false;
    // The migrations add the six samples (docs/decisions/010): only seeded listings count.
    const seeded = await client.query('select 1 from listings where not is_sample limit 1');
    return seeded.rowCount !== 0;
  } finally {
    await client.end();
  }
}

async function httpCeilings(connections: number[]): Promise<Map<number, number>> {
  const server = await startTrivialServer();
  const ceilings = new Map<number, number>();
  try {
    for (const c of new Set(connections)) {
      log(`HTTP ceiling (trivial Fastify route), ${c} connections`);
      const measured = await httpLoad(server.url, [{ method: 'GET', path: '/' }], {
        connections: c,
        seconds: plan.seconds,
      });
      ceilings.set(c, measured.reqPerSec);
    }
  } finally {
    await server.stop();
  }
  return ceilings;
}

type Common = Pick<DatabaseRun, 'seconds' | 'build'>;

/** PostgreSQL at full size, and (full run only) the unfiltered search on 1,000 listings. */
async function measurePostgres(
  settings: NonNullable<typeof plan.postgres>,
  common: Common,
  httpCeiling: number,
): Promise<Measurement[]> {
  const { url, listings, connections } = settings;
  const runs = [{ url, listings, onlyMixes: plan.mixes }];
  if (plan.scaleCheck && !plan.mixes)
    runs.push({ url: `${url}_1k`, listings: 1_000, onlyMixes: ['no filter'] });
  const results: Measurement[] = [];
  for (const run of runs) {
    await ensureDatabase(run.url);
    const target = { databaseUrl: run.url, dataDir: `${WORK_DIR}/postgres-data` };
    if (plan.seed || !(await hasListings(run.url))) seed(target, run.listings, plan.seedNumber);
    const measured = await measureDatabase({
      ...common,
      name: 'PostgreSQL',
      target,
      listings: run.listings,
      connections,
      httpCeiling,
      onlyMixes: run.onlyMixes,
    });
    results.push(...measured);
  }
  return results;
}

async function measurePglite(
  settings: NonNullable<typeof plan.pglite>,
  common: Common,
  httpCeiling: number,
): Promise<Measurement[]> {
  const { dataDir, listings, connections } = settings;
  const target = { databaseUrl: '', dataDir };
  if (plan.seed) seed(target, listings, plan.seedNumber);
  return measureDatabase({
    ...common,
    name: 'PGlite',
    target,
    listings,
    connections,
    httpCeiling,
    onlyMixes: plan.mixes,
    healthProbe: true,
  });
}

function report(
  results: Measurement[],
  scoringGap: ScoringGap,
  alerts: string | null,
  imported: ImportTiming,
): string {
  const cpu = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return [
    `Measured ${startedAt.toISOString()} by \`npm run bench${plan.quick ? ' -- --quick' : ''}\`, ` +
      `${plan.seconds} s per measurement; ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, ` +
      `load average at the end ${load}.`,
    '',
    markdownTable(results),
    '',
    pagesTable(results) ?? '',
    '',
    bareServerTable(results) ?? '',
    '',
    scaleLine(results) ?? '',
    '',
    scoringGapLine(scoringGap),
    '',
    alerts ?? '',
    importLine(imported),
  ].join('\n');
}

/** --profile: the first database of the plan, seeded as asked, the server under each --mix. */
async function profile(build: { serverMain: string; webDir: string }) {
  const target = plan.postgres
    ? { databaseUrl: plan.postgres.url, dataDir: `${WORK_DIR}/postgres-data` }
    : { databaseUrl: '', dataDir: plan.pglite!.dataDir };
  const settings = plan.postgres ?? plan.pglite!;
  if (plan.postgres) await ensureDatabase(plan.postgres.url);
  const empty = plan.postgres ? !(await hasListings(plan.postgres.url)) : false;
  if (plan.seed || empty) seed(target, settings.listings, plan.seedNumber);
  await profileMixes({
    names: plan.mixes!,
    target,
    connections: settings.connections,
    seconds: plan.seconds,
    build,
  });
}

function buildOrReuse() {
  return plan.build
    ? (log('building the production server'), buildProduction())
    : { serverMain: `${WORK_DIR}/server/main.js`, webDir: `${WORK_DIR}/web` };
}

async function main() {
  requireWrk();
  if (plan.profile) return profile(buildOrReuse());
  log('password strength: event-loop pauses while long passwords are scored');
  const scoringGap = await measureScoringGap();
  log('public records: importing 15,000 rows in the CMS layout');
  const imported = await measureImport();
  const build = buildOrReuse();
  const connections = [plan.postgres?.connections, plan.pglite?.connections].filter(
    (c): c is number => c !== undefined,
  );
  const ceilings = await httpCeilings(connections);
  const common = { seconds: plan.seconds, build };
  const results: Measurement[] = [];
  if (plan.postgres) {
    results.push(
      ...(await measurePostgres(plan.postgres, common, ceilings.get(plan.postgres.connections)!)),
    );
  }
  // Saved-search alerts on the PostgreSQL data just measured (docs/decisions/045).
  let alerts: string | null = null;
  if (plan.postgres) {
    log('saved-search alerts: one day for 10,000 saved searches');
    const { url, listings } = plan.postgres;
    const measured = await measureAlerts(
      { databaseUrl: url, dataDir: `${WORK_DIR}/postgres-data` },
      listings,
    );
    alerts = measured.line;
    if (!measured.met) process.exitCode = 1;
  }
  if (plan.pglite) {
    results.push(
      ...(await measurePglite(plan.pglite, common, ceilings.get(plan.pglite.connections)!)),
    );
  }
  const markdown = report(results, scoringGap, alerts, imported);
  console.log(`\n${markdown}`);
  writeResults('bench/results', results, markdown);
  log('wrote bench/results/latest.json and latest.md');
}

// Node exits quietly, with status 0, when the event loop empties while main() still awaits a
// promise nothing will settle; say so instead of ending without the table.
const unfinished = () => {
  console.error('[bench] stopped early: the run awaited something that can never finish');
  process.exit(1);
};
process.on('beforeExit', unfinished);

main().then(
  () => process.off('beforeExit', unfinished),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
