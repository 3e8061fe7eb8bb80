import type { PGlite } from '@electric-sql/pglite';

/** A busy embedded database that answered this recently is known to be alive. */
export const ANSWERED_RECENTLY_MS = 2_000;

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;

/**
 * PGlite runs one statement at a time: every query, exec and transaction waits its turn in
 * _runExclusiveTransaction, and each statement runs inside _runExclusiveQuery. Watching both
 * tells whether work is queued and when a statement last completed, so a health check can know
 * the database is alive without queueing behind the searches (docs/decisions/011).
 */
export function watchPgliteActivity(client: PGlite) {
  const methods = client as unknown as {
    _runExclusiveTransaction: Exclusive;
    _runExclusiveQuery: Exclusive;
  };
  let pending = 0;
  let lastAnsweredAt = 0;
  const turn = methods._runExclusiveTransaction.bind(client);
  methods._runExclusiveTransaction = async (fn) => {
    pending += 1;
    try {
      return await turn(fn);
    } finally {
      pending -= 1;
    }
  };
  const statement = methods._runExclusiveQuery.bind(client);
  methods._runExclusiveQuery = async (fn) => {
    const result = await statement(fn);
    lastAnsweredAt = Date.now();
    return result;
  };
  return {
    /** Work is waiting or running, and a statement completed moments ago. */
    busyAndAnswering: () => pending > 0 && Date.now() - lastAnsweredAt < ANSWERED_RECENTLY_MS,
  };
}
