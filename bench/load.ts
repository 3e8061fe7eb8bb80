// HTTP load with autocannon (as a library): `connections` keep-alive connections, each sending the
// mix's requests in turn (or, `inTurn`, each request once across all of them), for `seconds`.
import autocannon from 'autocannon';
import type { BenchRequest, Mix } from './mixes.ts';
import type { Measured } from './stats.ts';

/**
 * One request that is each of `requests` in turn, across every connection: autocannon starts
 * each connection at the first request, so a list sent by every connection would ask for the
 * same pages at the same moments.
 */
function oneAfterAnother(requests: BenchRequest[]) {
  let next = 0;
  return [
    {
      method: 'GET' as const,
      path: requests[0].path,
      setupRequest: <R extends { path: string }>(request: R): R => {
        const one = requests[next++ % requests.length];
        return { ...request, ...one, headers: one.headers ?? {} };
      },
    },
  ];
}

export async function httpLoad(
  baseUrl: string,
  requests: BenchRequest[],
  opts: { connections: number; seconds: number; inTurn?: boolean },
): Promise<Measured> {
  // A search that failed or timed out answers 200 with the six samples and `degraded: true`
  // (docs/product.md §7): served, but not the search asked for, so it counts as an error here.
  let degraded = 0;
  const countDegraded = (_status: number, body: string) =>
    void (body.includes('"degraded":true') && (degraded += 1));
  const result = await autocannon({
    url: baseUrl,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 10,
    requests: opts.inTurn
      ? oneAfterAnother(requests)
      : requests.map((r) => ({
          ...r,
          headers: r.headers ?? {},
          ...(r.path.startsWith('/api/listings?') ? { onResponse: countDegraded } : {}),
        })),
  });
  const answered = result['2xx'] + result.non2xx;
  // The server finishes what was still queued before the next measurement starts: a search
  // queues behind them (a health check would not, by design).
  await fetch(`${baseUrl}/api/listings?pageSize=1`).catch(() => undefined);
  return {
    // Only successful answers count as served; latencies of none are no latencies.
    reqPerSec: (result['2xx'] - degraded) / result.duration,
    p50Ms: answered > 0 ? result.latency.p50 : NaN,
    p99Ms: answered > 0 ? result.latency.p99 : NaN,
    errors: result.errors + result.timeouts + result.non2xx + degraded,
    bytesPerAnswer:
      result.requests.total > 0 ? result.throughput.total / result.requests.total : NaN,
  };
}

/**
 * Two seconds of the mixes' requests, so that the measurements start warm. A mix sent in turn is
 * left out (each of its pages is to be asked for once), and with nothing left nothing is sent.
 */
export async function warmUp(baseUrl: string, mixes: Mix[], connections: number): Promise<void> {
  const requests = mixes.filter((m) => !m.inTurn).flatMap((m) => m.requests);
  if (requests.length > 0) await httpLoad(baseUrl, requests, { connections, seconds: 2 });
}
