// `npm run bench -- --profile --mix NAME`: the compiled server under one mix with --cpu-prof, and
// where its CPU time went (bench/README.md, "Where a page's time goes"). No ceilings: the
// server alone is sampled, only while the mix's load runs.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListingSearchResult } from '../src/shared/listing-schemas.ts';
import { httpLoad, warmUp } from './load.ts';
import { benchSample, BENCH_CREDENTIALS, buildMixes, readLongTail, type Mix } from './mixes.ts';
import { checkPages, cityDataMix, LONG_TAIL_MIX, pageMixes, signIn, withSession } from './pages.ts';
import { freePort, startProductionServer, WORK_DIR, type Target } from './processes.ts';
import { readProfile, summarise, summaryMarkdown } from './profile-summary.ts';

const log = (line: string) => console.log(`[bench] ${line}`);
const PROFILE_DIR = join(WORK_DIR, 'profiles');

/** The bench account (made once) and listings to build the mixes around, over HTTP. */
async function inputs(origin: string) {
  await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...BENCH_CREDENTIALS, name: 'Bench Family', type: 'seeker' }),
  });
  const pages = await Promise.all(
    ['3', '40'].map(async (page) => {
      const res = await fetch(`${origin}/api/listings?page=${page}&pageSize=12`);
      return ((await res.json()) as ListingSearchResult).listings;
    }),
  );
  return benchSample(pages.flat());
}

/**
 * The profile of the server's main thread (CPU.<date>.<time>.<pid>.0.<n>.cpuprofile; its
 * worker threads write their own), written when it exited.
 */
function newProfile(before: Set<string>): string {
  const found = readdirSync(PROFILE_DIR).filter(
    (f) => /\.0\.\d+\.cpuprofile$/.test(f) && !before.has(f),
  );
  if (found.length === 0) throw new Error(`the server wrote no profile into ${PROFILE_DIR}`);
  return join(PROFILE_DIR, found.sort().at(-1)!);
}

export async function profileMixes(opts: {
  names: string[];
  target: Target;
  connections: number;
  seconds: number;
  build: { serverMain: string; webDir: string };
}): Promise<void> {
  mkdirSync(PROFILE_DIR, { recursive: true });
  const before = new Set(readdirSync(PROFILE_DIR));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProductionServer(opts.build, opts.target, port, [
    '--cpu-prof',
    `--cpu-prof-dir=${PROFILE_DIR}`,
  ]);
  let mixes: Mix[];
  const windows: { name: string; from: number; to: number }[] = [];
  try {
    const sample = await inputs(origin);
    const longTail = opts.names.includes(LONG_TAIL_MIX)
      ? await readLongTail(
          async (path) => (await (await fetch(origin + path)).json()) as ListingSearchResult,
        )
      : [];
    const all = [
      ...buildMixes(sample, origin),
      cityDataMix(sample),
      ...pageMixes(sample, longTail),
    ];
    mixes = withSession(
      all.filter((m) => opts.names.includes(m.name)),
      await signIn(origin),
    );
    const unknown = opts.names.filter((n) => !mixes.some((m) => m.name === n));
    if (unknown.length > 0) throw new Error(`no mix named ${unknown.join(', ')}`);
    await checkPages(
      origin,
      mixes.filter((m) => m.kind === 'page'),
    );
    log('warming up');
    await warmUp(origin, mixes, opts.connections);
    for (const mix of mixes) {
      log(`profiling the server under ${mix.name}, ${opts.seconds} s`);
      // The profile's clock is the monotonic clock in microseconds, as hrtime's.
      const from = Number(process.hrtime.bigint() / 1000n);
      const measured = await httpLoad(origin, mix.requests, { ...opts, inTurn: mix.inTurn });
      windows.push({ name: mix.name, from, to: Number(process.hrtime.bigint() / 1000n) });
      log(`${mix.name}: ${measured.reqPerSec.toFixed(1)} req/s, p50 ${measured.p50Ms} ms`);
    }
  } finally {
    await server.stop();
  }
  const path = newProfile(before);
  const profile = readProfile(path);
  const sections = windows.map((w) => {
    let summary = summarise(profile, w);
    // Should the clocks not match, the whole run (start-up and warm-up included) is summed.
    const whole = summary.busyMs === 0;
    if (whole) summary = summarise(profile);
    return `### ${w.name}${whole ? ' (whole run)' : ''}\n\n${summaryMarkdown(summary)}`;
  });
  const report = [`Profile: ${path}`, '', ...sections].join('\n');
  const out = path.replace(/\.cpuprofile$/, '.md');
  writeFileSync(out, report + '\n');
  console.log(`\n${report}\n`);
  log(
    `wrote ${out}${existsSync(path) ? ` (open ${path} in Chrome DevTools for the flame chart)` : ''}`,
  );
}
