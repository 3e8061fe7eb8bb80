import { RequestAbandonedError } from './request-signal.ts';

/** Walks an error and its causes (Drizzle wraps the driver's error). */
function someCause(error: unknown, test: (e: { code?: unknown; message?: unknown }) => boolean) {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (test(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True for PostgreSQL's unique_violation (23505), whether raised by pg or PGlite via Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return someCause(error, (e) => e.code === '23505');
}

// Socket errors, connection_exception (08xxx), admin/crash shutdown and "cannot connect now"
// (57P01–57P03), and node-postgres's own messages for a lost or unobtainable connection.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

/** True when the database cannot be reached right now (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(
    error,
    (e) =>
      (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) ||
      (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)),
  );
}

/** True for query_canceled (57014): a statement timeout, or a cancel sent for an abandoned request. */
export function isQueryCancelled(error: unknown): boolean {
  return someCause(error, (e) => e.code === '57014');
}

/** True when the SQL was never sent because the request's client had already gone away. */
export function isRequestAbandoned(error: unknown): boolean {
  return someCause(error, (e) => e instanceof RequestAbandonedError);
}
