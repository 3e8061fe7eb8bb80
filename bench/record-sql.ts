// Records the SQL the app really runs for a request, by watching the database driver while the
// app (built from the same source, in this process) answers it. Nothing is copied by hand, so the
// ceiling follows the queries as they change.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement, and how many of the same request's statements had finished when it was sent. */
export interface RecordedQuery {
  text: string;
  params: unknown[];
  startedAfter: number;
}

let current: RecordedQuery[] | null = null;
let finished = 0;

type AnyQuery = (this: unknown, ...args: unknown[]) => unknown;

/** The statement's text and parameters, whether the driver got (text, values) or a config. */
function statementOf(args: unknown[]): { text: unknown; params: unknown[] } {
  const [first, second] = args;
  const config = first as { text?: string; values?: unknown[] } | undefined;
  const text = typeof first === 'string' ? first : config?.text;
  return { text, params: Array.isArray(second) ? second : (config?.values ?? []) };
}

/** Calls `done` once the query has finished, by callback (pg's pool) or by promise. */
function onFinish(original: AnyQuery, self: unknown, args: unknown[], done: () => void): unknown {
  const callbackAt = args.findIndex((arg) => typeof arg === 'function');
  if (callbackAt >= 0) {
    const callback = args[callbackAt] as (...result: unknown[]) => unknown;
    args[callbackAt] = (...result: unknown[]) => (done(), callback(...result));
  }
  const result = original.apply(self, args);
  if (callbackAt < 0 && result instanceof Promise) void result.then(done, done);
  return result;
}

function watch(original: AnyQuery): AnyQuery {
  return function (this: unknown, ...args: unknown[]) {
    const { text, params } = statementOf(args);
    const log = current;
    if (!log || typeof text !== 'string') return original.apply(this, args);
    log.push({ text, params, startedAfter: finished });
    return onFinish(original, this, args, () => void (log === current && (finished += 1)));
  };
}

let installed = false;

/** Patches the drivers once: pg's client (every pool query ends there) and PGlite's query. */
export function installRecorder(): void {
  if (installed) return;
  installed = true;
  pg.Client.prototype.query = watch(pg.Client.prototype.query as AnyQuery) as never;
  PGlite.prototype.query = watch(PGlite.prototype.query as AnyQuery) as never;
}

/** Runs `fn` and returns the statements it sent, in order. */
export async function recordQueries(fn: () => Promise<void>): Promise<RecordedQuery[]> {
  const log: RecordedQuery[] = [];
  current = log;
  finished = 0;
  try {
    await fn();
  } finally {
    current = null;
  }
  return log;
}

/** Reads only: a replayed write would collide with the row the recorded request created. */
export const isRead = (q: RecordedQuery) => /^\s*\(?\s*(select|with)\b/i.test(q.text);
