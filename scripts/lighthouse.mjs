// `npm run lighthouse`: Lighthouse (mobile profile, default throttling) with the system Chromium
// against the production build (compiled server, built web app) on 10,000 seeded listings.
// Measures each page five times (LIGHTHOUSE_RUNS); judges performance by the median of the runs'
// scores (decision 023; a page below the target is measured once more, decision 061) and the other
// categories and LCP/TBT/CLS by Lighthouse's median run;
// fails below 95 in any category (performance only on a host whose speed Lighthouse's mobile
// emulation assumes: scripts/host-speed.ts).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  FOURFOLD_BENCHMARK_INDEX,
  freshPageMicros,
  performanceGate,
  runsAtEmulatedSpeed,
} from './host-speed.ts';
import { medianScore } from './median-score.ts';

const MIN_SCORE = 95;
/** Runs per page; the median run counts (Lighthouse's own advice for a machine with noise). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const LISTINGS = process.env.LIGHTHOUSE_LISTINGS ?? '10000';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
const base = `http://localhost:${port}`;
const dir = `.data-e2e/lighthouse-${port}`;
/** The pages the Lighthouse check measures (docs/decisions/021); a community and a city page are taken from the sitemap. */
const PAGES = ['/', '/browse', '/services/assisted-living'];

const run = (args) => {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
rmSync(dir, { recursive: true, force: true });
run(['scripts/build.mjs', '--quiet', '--outDir', `${dir}/web`, '--serverOutDir', `${dir}/server`]);
// The scale issue's seeder (npm run seed) into this run's own embedded database.
const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/server/seed/cli.ts', '--listings', LISTINGS],
  { stdio: 'inherit', env: { ...process.env, DATA_DIR: `${dir}/data`, DATABASE_URL: '' } },
);
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

// Something else answering on the port would be measured instead of this build.
const taken = await fetch(base).then(
  () => true,
  () => false,
);
if (taken) throw new Error(`${base} already answers: set LIGHTHOUSE_PORT to a free port`);
const server = spawn(process.execPath, [`${dir}/server/main.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    PUBLIC_URL: base,
    DATA_DIR: `${dir}/data`,
    WEB_DIST_DIR: `${dir}/web`,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
// A server that exits (e.g. the port is taken) must fail the run, not let another server's
// pages be measured.
let serverExit = null;
server.on('exit', (code) => (serverExit = code ?? 'a signal'));
for (let i = 0; ; i += 1) {
  if (serverExit !== null) throw new Error(`the server exited (${serverExit}) before it was ready`);
  const ok = await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 600) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The first address in one of the sitemap's files, as a path. */
async function firstInSitemap(file) {
  const xml = await (await fetch(`${base}/sitemaps/${file}`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error(`${file} lists no page`);
  return new URL(loc).pathname;
}
PAGES.push(await firstInSitemap('communities-1.xml'), await firstInSitemap('cities-1.xml'));

const gate = performanceGate(freshPageMicros(), process.env.LIGHTHOUSE_ENFORCE_PERFORMANCE === '1');
console.log(`Performance ${gate.enforced ? 'enforced' : 'not enforced'}: ${gate.reason}.`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse now and then loses a page's trace (NO_NAVSTART): that page is measured again. */
const ATTEMPTS = 3;
async function measureOnce(url) {
  let result;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result.lhr.runtimeError) break;
  }
  return result;
}
/**
 * The page measured RUNS times: the median run (by FCP and time to interactive) for its report,
 * and the median of the runs' performance scores, which is what the page is judged by.
 */
async function measure(url) {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await measureOnce(url));
  const valid = results.filter((result) => !result.lhr.runtimeError);
  if (valid.length === 0) return { result: results[0], performance: 0 };
  const performance = valid.map((r) => Math.round((r.lhr.categories.performance.score ?? 0) * 100));
  // Lighthouse's own reading of the host's speed in each run, to tell a slow moment afterwards.
  const speed = valid.map((r) => Math.round(r.lhr.environment.benchmarkIndex ?? 0));
  console.log(
    `${url.replace(base, '')}: performance per run ${performance.join(', ')} ` +
      `(Lighthouse benchmark index ${speed.join(', ')})`,
  );
  const median = computeMedianRun(valid.map((result) => result.lhr));
  return {
    result: valid.find((result) => result.lhr === median),
    performance: medianScore(performance),
    atEmulatedSpeed: runsAtEmulatedSpeed(speed),
  };
}
const failures = [];
/** Performance below the target on a host where it is reported, not enforced. */
const unenforced = [];
try {
  for (const path of PAGES) {
    // Warm the server's caches so the run measures the page, not a cold start.
    await fetch(base + path);
    let { result, performance, atEmulatedSpeed } = await measure(base + path);
    // This machine's speed drifts by a third within minutes (bench/README.md): a page below the
    // target where it is enforced is measured once more, and the better median counts
    // (docs/decisions/061). A page that is really slow fails both times.
    if (gate.enforced && !result.lhr.runtimeError && performance < MIN_SCORE) {
      console.log(`${path}: performance ${performance} < ${MIN_SCORE}; measuring it once more`);
      const again = await measure(base + path);
      if (!again.result.lhr.runtimeError && again.performance > performance) {
        ({ result, performance, atEmulatedSpeed } = again);
      }
    }
    // Runs taken while Lighthouse itself read the host as slower than its emulation assumes are
    // reported, not judged (docs/decisions/065).
    const enforced = gate.enforced && atEmulatedSpeed;
    if (gate.enforced && !atEmulatedSpeed) {
      console.log(
        `${path}: the runs' median benchmark index is below ${FOURFOLD_BENCHMARK_INDEX}, ` +
          'where the fourfold slowdown emulates a slower phone than intended: performance reported, not enforced',
      );
    }
    if (result.lhr.runtimeError) {
      failures.push(`${path}: Lighthouse could not measure it (${result.lhr.runtimeError.code})`);
      continue;
    }
    // The whole report beside the run's data, for a look at what held a page back.
    writeFileSync(`${dir}/report-${PAGES.indexOf(path)}.json`, result.report);
    const { categories, audits } = result.lhr;
    const scores = CATEGORIES.map((id) => [
      id,
      id === 'performance' ? performance : Math.round((categories[id].score ?? 0) * 100),
    ]);
    const metric = (id) => audits[id].displayValue;
    console.log(
      `${path.padEnd(28)} ${scores.map(([id, s]) => `${id} ${s}`).join('  ')}  ` +
        `LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')} (median run)`,
    );
    for (const [id, score] of scores) {
      if (score < MIN_SCORE) {
        const failed = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .filter((a) =>
            result.lhr.categories[id].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
          )
          .map((a) => a.id);
        const line = `${path} ${id} ${score} < ${MIN_SCORE} (${failed.join(', ')})`;
        (id === 'performance' && !enforced ? unenforced : failures).push(line);
      }
    }
  }
} finally {
  await chrome.kill();
  stopServer();
}
if (unenforced.length > 0) {
  console.log(`\nBelow ${MIN_SCORE}, not enforced on this host:\n${unenforced.join('\n')}`);
}
if (failures.length > 0) {
  console.error(`\nBelow ${MIN_SCORE}:\n${failures.join('\n')}`);
  process.exit(1);
}
