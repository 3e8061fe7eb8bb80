// Records the SQL the app really runs for a request, by watching the database driver while the
// app (built from the same source, in this process) answers it. Nothing is copied by hand, so the
// ceiling follows the queries as they change.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement, and how many of the same request's statements had finished when it was sent. */
export interface RecordedQuery {
  text: string;
  params: unknown[];
  /** The prepared statement's name, when the app sent one (PostgreSQL). */
  name?: string;
  startedAfter: number;
  /** Its place among the request's finished statements (0 first); Infinity if it never finished. */
  finishedAs: number;
}

interface Recording {
  log: RecordedQuery[];
  finished: number;
}

/**
 * The recording of the request being answered, followed through its async calls: statements
 * the app sends meanwhile for something else (the job queue claiming a mail job, a timer) are
 * not the request's and are left out.
 */
const recording = new AsyncLocalStorage<Recording>();

type AnyQuery = (this: unknown, ...args: unknown[]) => unknown;

/** The statement's text and parameters, whether the driver got (text, values) or a config. */
function statementOf(args: unknown[]): { text: unknown; params: unknown[]; name?: string } {
  const [first, second] = args;
  const config = first as { text?: string; values?: unknown[]; name?: string } | undefined;
  if (typeof first === 'string')
    return { text: first, params: Array.isArray(second) ? second : [] };
  return {
    text: config?.text,
    params: Array.isArray(second) ? second : (config?.values ?? []),
    ...(config?.name ? { name: config.name } : {}),
  };
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
    const { text, params, name } = statementOf(args);
    const current = recording.getStore();
    if (!current || typeof text !== 'string') return original.apply(this, args);
    const query: RecordedQuery = {
      text,
      params,
      ...(name ? { name } : {}),
      startedAfter: current.finished,
      finishedAs: Infinity,
    };
    current.log.push(query);
    return onFinish(original, this, args, () => void (query.finishedAs = current.finished++));
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
  const current: Recording = { log: [], finished: 0 };
  await recording.run(current, fn);
  return current.log;
}

/**
 * Reads only: a replayed write would collide with the row the recorded request created. A
 * statement that starts with `with` but changes rows (`with … update`) or locks them
 * (`for update`) is a write.
 */
export const isRead = (q: Pick<RecordedQuery, 'text'>) =>
  /^\s*\(?\s*(select|with)\b/i.test(q.text) &&
  !/\b(insert\s+into|update\s+\S+\s+set|delete\s+from|for\s+(no\s+key\s+)?update|for\s+share)\b/i.test(
    q.text,
  );

/**
 * The request's reads, each waiting for as many of the other reads as had finished when it was
 * sent. The recorded count also counted the writes that are left out; a read waiting for those
 * would wait for ever (the replay's promise never settles, the event loop empties and the
 * benchmark used to end silently).
 */
export function readsOnly(queries: RecordedQuery[]): RecordedQuery[] {
  const reads = queries.filter(isRead);
  return reads.map((q) => ({
    ...q,
    startedAfter: reads.filter((other) => other.finishedAs < q.startedAfter).length,
  }));
}
