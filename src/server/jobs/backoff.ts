/** Longest wait between two tries of a job. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * How long to wait after a job's nth failed attempt: the base doubling each time (30 s, 1 min,
 * 2 min … by default), capped at an hour, with up to a fifth more at random so that jobs that
 * failed together (an SMTP outage) do not all come back in the same second.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random) {
  const exponential = baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30));
  const capped = Math.min(exponential, MAX_RETRY_DELAY_MS);
  return Math.round(capped * (1 + random() / 5));
}
