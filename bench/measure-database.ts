// One database: record each mix's SQL and measure its raw-SQL ceiling with the app in this
// process, then start the compiled server on the same data and load it over HTTP.
import { openInProcess, prepareInputs, recordMix } from './in-process.ts';
import { httpLoad } from './load.ts';
import { buildMixes, type Mix } from './mixes.ts';
import { freePort, startProductionServer, type Target } from './processes.ts';
import type { DatabaseName, Measurement } from './report.ts';
import { measureSqlCeiling } from './sql-ceiling.ts';
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
  onlyMixes?: string[];
  /** Probe /api/health while the search mixes run (the embedded database's responsiveness). */
  healthProbe?: boolean;
}

const log = (line: string) => console.log(`[bench] ${line}`);

export async function measureDatabase(run: DatabaseRun): Promise<Measurement[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const label = `${run.name} ${run.listings.toLocaleString('en-US')}`;

  const local = await openInProcess({ ...run.target, publicUrl: origin });
  let mixes: Mix[];
  const sqlCeilings = new Map<string, Measured>();
  try {
    mixes = buildMixes(await prepareInputs(local, origin), origin).filter(
      (m) => !run.onlyMixes || run.onlyMixes.includes(m.name),
    );
    for (const mix of mixes) {
      const plans = await recordMix(local, mix);
      log(`${label}: SQL ceiling, ${mix.name} (${plans.flat().length} statements recorded)`);
      sqlCeilings.set(mix.name, await measureSqlCeiling(local.database, plans, run));
    }
  } finally {
    await local.close();
  }

  const server = await startProductionServer(run.build, run.target, port);
  const results: Measurement[] = [];
  try {
    log(`${label}: warming up`);
    await httpLoad(
      origin,
      mixes.filter((m) => m.name !== 'sign-in').flatMap((m) => m.requests),
      {
        connections: run.connections,
        seconds: 2,
      },
    );
    for (const mix of mixes) {
      log(`${label}: HTTP, ${mix.name}`);
      const measured = await httpLoad(origin, mix.requests, run);
      const sql = sqlCeilings.get(mix.name)!.reqPerSec;
      const ceiling = Math.min(sql, run.httpCeiling);
      results.push({
        row: {
          mix: mix.name,
          database: run.name,
          listings: run.listings,
          connections: run.connections,
          ...measured,
          ceilingReqPerSec: ceiling,
          ratio: measured.reqPerSec / ceiling,
        },
        kind: mix.kind,
        sqlCeiling: sql,
        httpCeiling: run.httpCeiling,
      });
    }
    if (run.healthProbe) results.push(await healthUnderLoad(run, origin, mixes, label));
  } finally {
    await server.stop();
  }
  return results;
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
    },
    kind: 'health' as const,
    sqlCeiling: null,
    httpCeiling: null,
  };
}
