// HTTP load with wrk (docs/decisions/084): `connections` keep-alive connections, each sending the
// mix's requests in turn (or, `inTurn`, each request once across all of them), for `seconds`.
// wrk is written in C and spends about half the CPU per answer that a JavaScript load generator
// does, on the same two cores the server and the database share.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchRequest, Mix } from './mixes.ts';
import type { Measured } from './stats.ts';
import { WORK_DIR } from './processes.ts';

const SCRIPT = 'bench/wrk-mix.lua';

/** Stops the run before anything is built or seeded when wrk is not installed. */
export function requireWrk(): void {
  if (spawnSync('wrk', ['--version']).error) {
    throw new Error('the benchmark drives its load with wrk: apt-get install -y wrk');
  }
}

/** The requests as wrk-mix.lua reads them: "R method path", "H name: value", "B body", ".". */
export function requestsFile(requests: BenchRequest[]): string {
  const lines = requests.flatMap((r) => [
    `R ${r.method} ${r.path}`,
    ...Object.entries(r.headers ?? {}).map(([name, value]) => `H ${name}: ${value}`),
    ...(r.body === undefined ? [] : [`B ${r.body}`]),
    '.',
  ]);
  return lines.join('\n') + '\n';
}

interface WrkResult {
  requests: number;
  durationUs: number;
  bytes: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  statusErrors: number;
  timeouts: number;
  p50Us: number;
  p99Us: number;
  degraded: number;
}

/** The figures of one run from what wrk-mix.lua's `done` printed. */
export function measuredFrom(output: string): Measured {
  const line = output.split('\n').find((l) => l.startsWith('BENCH-RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const r = JSON.parse(line.slice('BENCH-RESULT '.length)) as WrkResult;
  const failed = r.connectErrors + r.readErrors + r.writeErrors + r.statusErrors + r.timeouts;
  return {
    // Only successful answers count as served; latencies of none are no latencies.
    reqPerSec: (r.requests - r.statusErrors - r.degraded) / (r.durationUs / 1e6),
    p50Ms: r.requests > 0 ? r.p50Us / 1000 : NaN,
    p99Ms: r.requests > 0 ? r.p99Us / 1000 : NaN,
    errors: failed + r.degraded,
    bytesPerAnswer: r.requests > 0 ? r.bytes / r.requests : NaN,
  };
}

function runWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}:\n${output}`)),
    );
  });
}

export async function httpLoad(
  baseUrl: string,
  requests: BenchRequest[],
  opts: { connections: number; seconds: number; inTurn?: boolean },
): Promise<Measured> {
  mkdirSync(WORK_DIR, { recursive: true });
  const dir = mkdtempSync(join(WORK_DIR, 'wrk-'));
  const file = join(dir, 'requests.txt');
  writeFileSync(file, requestsFile(requests));
  // A search that failed or timed out answers 200 with the six samples and `degraded: true`
  // (docs/product.md §7): served, but not the search asked for, so it counts as an error here.
  const searches = requests.some((r) => r.path.startsWith('/api/listings?'));
  const threads = Math.min(2, opts.connections);
  try {
    const output = await runWrk([
      ...['-t', String(threads), '-c', String(opts.connections), '-d', `${opts.seconds}s`],
      ...['--timeout', '10s', '-s', SCRIPT, baseUrl, '--', file],
      ...[opts.inTurn ? 'in-turn' : 'each', searches ? 'count-degraded' : 'no', String(threads)],
    ]);
    // The server finishes what was still queued before the next measurement starts: a search
    // queues behind them (a health check would not, by design).
    await fetch(`${baseUrl}/api/listings?pageSize=1`).catch(() => undefined);
    return measuredFrom(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Two seconds of the mixes' requests, so that the measurements start warm. A mix sent in turn is
 * left out (each of its pages is to be asked for once), and with nothing left nothing is sent.
 */
export async function warmUp(baseUrl: string, mixes: Mix[], connections: number): Promise<void> {
  const requests = mixes.filter((m) => !m.inTurn).flatMap((m) => m.requests);
  if (requests.length > 0) await httpLoad(baseUrl, requests, { connections, seconds: 2 });
}
