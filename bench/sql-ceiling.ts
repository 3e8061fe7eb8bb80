// The raw-SQL ceiling: the statements a mix's requests send, replayed straight through the
// database client (no HTTP, no validation, no mapping) by as many callers as the load test has
// connections, for the same time.
import type { Database } from '../src/server/db/client.ts';
import { readsOnly, type RecordedQuery } from './record-sql.ts';
import { summarise, type Measured } from './stats.ts';

/**
 * Sends one request's statements, each as soon as as many others have finished as when recorded;
 * their rows, statement by statement.
 */
export async function replay(database: Database, queries: RecordedQuery[]): Promise<unknown[][]> {
  let finished = 0;
  let wake: () => void = () => {};
  const running: Promise<unknown[]>[] = [];
  for (const query of queries) {
    while (finished < query.startedAfter) await new Promise<void>((r) => (wake = r));
    running.push(
      database
        .query(query.text, query.params, query.name)
        .then((result) => result.rows)
        .finally(() => {
          finished += 1;
          wake();
        }),
    );
  }
  return Promise.all(running);
}

/** Callers replaying the plans until `seconds` have passed; their latencies and errors. */
async function replayFor(
  database: Database,
  plans: RecordedQuery[][],
  opts: { connections: number; seconds: number },
  into: { latencies: number[]; errors: number; seconds: number },
): Promise<void> {
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const caller = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i += 1) {
      const begun = performance.now();
      try {
        await replay(database, plans[i % plans.length]);
        into.latencies.push(performance.now() - begun);
      } catch {
        into.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, (_, c) => caller(c)));
  into.seconds += (performance.now() - started) / 1000;
}

export async function measureSqlCeiling(
  database: Database,
  requests: RecordedQuery[][],
  opts: { connections: number; seconds: number },
): Promise<Measured> {
  const totals = { latencies: [] as number[], errors: 0, seconds: 0 };
  await replayFor(database, requests.map(readsOnly), opts, totals);
  return summarise(totals.latencies, totals.errors, totals.seconds);
}

/**
 * The ceiling measured in two halves, right before and right after `measure` (the HTTP run it is
 * compared with). The machine's speed drifts over minutes on a shared host (by a third within one
 * run, seen here): a ceiling measured minutes before its HTTP run put that drift into the ratio.
 */
export async function measureSqlCeilingAround<T>(
  database: Database,
  requests: RecordedQuery[][],
  opts: { connections: number; seconds: number },
  measure: () => Promise<T>,
): Promise<{ ceiling: Measured; measured: T }> {
  const plans = requests.map(readsOnly);
  const half = { ...opts, seconds: opts.seconds / 2 };
  const totals = { latencies: [] as number[], errors: 0, seconds: 0 };
  await replayFor(database, plans, half, totals);
  const measured = await measure();
  await replayFor(database, plans, half, totals);
  return { ceiling: summarise(totals.latencies, totals.errors, totals.seconds), measured };
}
