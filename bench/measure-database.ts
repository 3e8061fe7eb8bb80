// One database: record each mix's SQL and measure its raw-SQL ceiling with the app in this
// process, then start the compiled server on the same data and load it over HTTP.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { longTailListings, openInProcess, prepareInputs, recordMix } from './in-process.ts';
import { httpLoad, warmUp } from './load.ts';
import { benchSample, buildMixes, SIGN_IN_MIX, type Mix } from './mixes.ts';
import { measurePages } from './measure-pages.ts';
import { cityDataMix, pageMixes } from './pages.ts';
import {
  freePort,
  startBareServer,
  startProductionServer,
  WORK_DIR,
  type Target,
} from './processes.ts';
import { resultRow, type DatabaseName, type Measurement } from './report.ts';
import { readsOnly, type RecordedQuery } from './record-sql.ts';
import { measureSqlCeiling, measureSqlCeilingAround } from './sql-ceiling.ts';
import type { Measured } from './stats.ts';

export interface DatabaseRun {
  name: DatabaseName;
  target: Target;
  listings: number;
  connections: number;
  seconds: number;
  build: { serverMain: string; webDir: string };
  /** Requests per second of the trivial Fastify route at the same concurrency. */
  httpCeiling: number;
  /** Only these mixes (a page brings the API mix that is its ceiling); all when undefined. */
  onlyMixes?: string[];
  /** Probe /api/health while the search mixes run (the embedded database's responsiveness). */
  healthProbe?: boolean;
}

const log = (line: string) => console.log(`[bench] ${line}`);

const partition = <T>(items: T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
];

/** The mixes to run: every API mix, then the pages (measured after the API mixes they are held to). */
function selectMixes(all: Mix[], only: string[] | undefined) {
  const pages = all.filter((m) => m.kind === 'page' && (!only || only.includes(m.name)));
  const needed = new Set([...(only ?? []), ...pages.map((p) => p.ceiling!.mix)]);
  const api = all.filter((m) => m.kind !== 'page' && (!only || needed.has(m.name)));
  return { api, pages };
}

export async function measureDatabase(run: DatabaseRun): Promise<Measurement[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const label = `${run.name} ${run.listings.toLocaleString('en-US')}`;
  // On PostgreSQL the server and this process can both be connected, so a search mix's ceiling is
  // measured around its HTTP run (sql-ceiling.ts says why). The other ceilings are measured
  // here, before the server starts, as every ceiling is on the embedded database (which opens in
  // one process at a time); see bench/README.md for why not around as well.
  const measuredAround = (mix: Mix) => Boolean(run.target.databaseUrl) && mix.kind === 'search';

  const local = await openInProcess({ ...run.target, publicUrl: origin });
  let mixes: ReturnType<typeof selectMixes>;
  /** The recorded SQL of the mixes whose ceilings are measured around their runs. */
  const plans = new Map<string, RecordedQuery[][]>();
  const sqlCeilings = new Map<string, Measured>();
  try {
    const sample = benchSample(await prepareInputs(local, origin));
    const longTail = await longTailListings(local);
    const all = [
      ...buildMixes(sample, origin),
      cityDataMix(sample),
      ...pageMixes(sample, longTail),
    ];
    mixes = selectMixes(all, run.onlyMixes);
    for (const mix of mixes.api) {
      const recorded = await recordMix(local, mix);
      log(`${label}: SQL recorded, ${mix.name} (${recorded.flat().length} statements)`);
      if (measuredAround(mix)) plans.set(mix.name, recorded);
      else sqlCeilings.set(mix.name, await measureSqlCeiling(local.database, recorded, run));
    }
  } finally {
    if (plans.size > 0) await local.app.close();
    else await local.close();
  }

  const server = await startProductionServer(run.build, run.target, port);
  const results: Measurement[] = [];
  try {
    const [signIns, others] = partition(mixes.api, (m) => m.name === SIGN_IN_MIX);
    log(`${label}: warming up`);
    await warmUp(origin, others, run.connections);
    const measureApi = async (mix: Mix) => {
      log(`${label}: HTTP, ${mix.name}`);
      const load = () => httpLoad(origin, mix.requests, run);
      const { ceiling, measured } = measuredAround(mix)
        ? await measureSqlCeilingAround(local.database, plans.get(mix.name)!, run, load)
        : { ceiling: sqlCeilings.get(mix.name)!, measured: await load() };
      const sql = ceiling.reqPerSec;
      const bare = measuredAround(mix)
        ? await bareServerRate(run, plans.get(mix.name)!, `${label}: bare Node server, ${mix.name}`)
        : undefined;
      results.push({
        row: resultRow(run, mix.name, measured, {
          reqPerSec: Math.min(sql, run.httpCeiling),
          mix: null,
        }),
        kind: mix.kind,
        sqlCeiling: sql,
        httpCeiling: run.httpCeiling,
        ...(bare === undefined ? {} : { bareServer: bare }),
      });
    };
    // Sign-in goes last: the password hashes still queued when its load stops would slow
    // whatever is measured next (nothing waits for them).
    for (const mix of others) await measureApi(mix);
    if (mixes.pages.length > 0) {
      results.push(...(await measurePages(run, origin, mixes.pages, results, label)));
    }
    for (const mix of signIns) await measureApi(mix);
    const searches = mixes.api.some((m) => m.kind === 'search');
    if (run.healthProbe && searches)
      results.push(await healthUnderLoad(run, origin, mixes.api, label));
  } finally {
    await server.stop();
    if (plans.size > 0) await local.database.close();
  }
  return results;
}

/**
 * Requests per second of the bare Node server (bare-server.ts) sending the same statements as the
 * app did for the mix's requests: how near the app comes to what Node and this driver can do.
 */
async function bareServerRate(run: DatabaseRun, plans: RecordedQuery[][], what: string) {
  log(what);
  const file = join(WORK_DIR, 'bare-server-plans.json');
  writeFileSync(file, JSON.stringify(plans.map(readsOnly)));
  const bare = await startBareServer(run.target, file);
  try {
    const requests = plans.map((_, i) => ({ method: 'GET' as const, path: `/r/${i}` }));
    // Each pooled connection prepares the named statements once, as the app's had.
    await httpLoad(bare.url, requests, { connections: run.connections, seconds: 2 });
    const { reqPerSec, p99Ms } = await httpLoad(bare.url, requests, run);
    return { reqPerSec, p99Ms };
  } finally {
    await bare.stop();
  }
}

/** /api/health from one connection while every search mix runs on the others, in rotation. */
async function healthUnderLoad(run: DatabaseRun, origin: string, mixes: Mix[], label: string) {
  log(`${label}: /api/health while searching`);
  const searches = mixes.filter((m) => m.kind === 'search').flatMap((m) => m.requests);
  const [health] = await Promise.all([
    httpLoad(origin, [{ method: 'GET', path: '/api/health' }], { ...run, connections: 1 }),
    httpLoad(origin, searches, run),
  ]);
  return {
    row: {
      mix: `/api/health during search load (${run.connections} connections)`,
      database: run.name,
      listings: run.listings,
      connections: 1,
      ...health,
      ceilingReqPerSec: null,
      ratio: null,
      ceilingMix: null,
    },
    kind: 'health' as const,
    sqlCeiling: null,
    httpCeiling: null,
  };
}
