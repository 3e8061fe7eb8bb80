// The raw-SQL ceiling: the statements a mix's requests send, replayed straight through the
// database client (no HTTP, no validation, no mapping) by as many callers as the load test has
// connections, for the same time.
import type { Database } from '../src/server/db/client.ts';
import { readsOnly, type RecordedQuery } from './record-sql.ts';
import { summarise, type Measured } from './stats.ts';

/** Sends one request's statements, each as soon as as many others have finished as when recorded. */
async function replay(database: Database, queries: RecordedQuery[]): Promise<void> {
  let finished = 0;
  let wake: () => void = () => {};
  const running: Promise<void>[] = [];
  for (const query of queries) {
    while (finished < query.startedAfter) await new Promise<void>((r) => (wake = r));
    running.push(
      database
        .query(query.text, query.params, query.name)
        .then(() => undefined)
        .finally(() => {
          finished += 1;
          wake();
        }),
    );
  }
  await Promise.all(running);
}

export async function measureSqlCeiling(
  database: Database,
  requests: RecordedQuery[][],
  opts: { connections: number; seconds: number },
): Promise<Measured> {
  const plans = requests.map(readsOnly);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const caller = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i += 1) {
      const begun = performance.now();
      try {
        await replay(database, plans[i % plans.length]);
        latencies.push(performance.now() - begun);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, (_, c) => caller(c)));
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}
