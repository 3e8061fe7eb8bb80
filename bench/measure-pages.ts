// The page mixes on the running server, after the API mixes: each page's ceiling is the rate at
// which the same server just served the page's data through the API, in pages' worth.
import { httpLoad, warmUp } from './load.ts';
import type { Mix } from './mixes.ts';
import { checkPages, signIn, withSession } from './pages.ts';
import { resultRow, type DatabaseName, type Measurement } from './report.ts';

interface PageRun {
  name: DatabaseName;
  listings: number;
  connections: number;
  seconds: number;
}

const log = (line: string) => console.log(`[bench] ${line}`);

export async function measurePages(
  run: PageRun,
  origin: string,
  pages: Mix[],
  api: Measurement[],
  label: string,
): Promise<Measurement[]> {
  const mixes = withSession(pages, await signIn(origin));
  await checkPages(origin, mixes);
  log(`${label}: warming up the pages`);
  await warmUp(origin, mixes, run.connections);
  const results: Measurement[] = [];
  for (const mix of mixes) {
    log(`${label}: page, ${mix.name}`);
    const measured = await httpLoad(origin, mix.requests, { ...run, inTurn: mix.inTurn });
    const served = api.find((m) => m.row.mix === mix.ceiling?.mix)?.row.reqPerSec;
    const ceiling = served === undefined || !mix.ceiling ? null : served / mix.ceiling.perPage;
    results.push({
      row: resultRow(run, mix.name, measured, {
        reqPerSec: ceiling,
        mix: mix.ceiling?.mix ?? null,
      }),
      kind: 'page',
      sqlCeiling: null,
      httpCeiling: null,
    });
  }
  return results;
}
