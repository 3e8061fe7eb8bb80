import pg from 'pg';
import { currentRequestWatch, RequestAbandonedError, type RequestWatch } from './request-signal.ts';

type AnyQuery = (...args: unknown[]) => Promise<unknown>;

/**
 * A pool whose queries stop when the HTTP request they serve is abandoned: SQL not started yet
 * never runs, and SQL in flight is cancelled with pg_cancel_backend (SECURITY.md, hole 9). Without
 * this, a client that gives up after one second leaves its searches holding connections.
 * Transactions (pool.connect()) are short writes and are left to finish.
 */
export function createCancellablePool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // A separate, tiny pool: a cancellation must not wait behind the queries it cancels.
  const cancelPool = new pg.Pool({
    connectionString: config.connectionString,
    max: 2,
    connectionTimeoutMillis: config.connectionTimeoutMillis,
  });
  cancelPool.on('error', () => {});

  const poolQuery = pool.query.bind(pool) as AnyQuery;
  const poolEnd = pool.end.bind(pool);

  /**
   * Callbacks rather than async/await, down to the client's query: every search runs through
   * here, and each promise on this path (an async function's, or the one pg makes for a query
   * without a callback) costs server CPU per answer (docs/decisions/059).
   */
  function queryUnlessAbandoned(watch: RequestWatch, args: unknown[]): Promise<unknown> {
    if (watch.abandoned) return Promise.reject(new RequestAbandonedError());
    return new Promise((resolve, reject) => {
      pool.connect((connectError, client, release) => {
        if (connectError || !client) return reject(connectError);
        if (watch.abandoned) {
          release();
          return reject(new RequestAbandonedError());
        }
        const { processID } = client as unknown as { processID: number };
        let cancelled: Promise<unknown> | undefined;
        const stopWatching = watch.onAbandon(() => {
          cancelled = cancelPool.query('select pg_cancel_backend($1)', [processID]).catch(() => {});
        });
        (client.query as AnyQuery)(...args, (error: Error | null, result: unknown) => {
          stopWatching();
          const done = () => {
            release();
            if (error) reject(error);
            else resolve(result);
          };
          // A cancellation still on its way could hit the next query on this connection: wait for it.
          if (cancelled) void cancelled.then(done);
          else done();
        });
      });
    });
  }

  // pg's overloads cannot be restated one by one; the arguments are passed through untouched.
  pool.query = ((...args: unknown[]) => {
    const watch = currentRequestWatch();
    const usesCallback = args.some((arg) => typeof arg === 'function');
    if (!watch || usesCallback) return poolQuery(...args);
    return queryUnlessAbandoned(watch, args);
  }) as typeof pool.query;
  pool.end = (async () => {
    await Promise.all([poolEnd(), cancelPool.end()]);
  }) as typeof pool.end;
  return pool;
}
