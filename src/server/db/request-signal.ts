import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the database layer asks of the HTTP request whose work is running: whether its client has
 * gone, and a signal that fires when it goes. The signal is made only when SQL asks for it: most
 * answers from memory never need one, and an AbortController per request is not free.
 */
export interface RequestWatch {
  readonly signal: AbortSignal;
  readonly abandoned: boolean;
  /**
   * Calls `stop` once if the request is given up on from now on; returns what stops watching.
   * Every query watches its request this way, rather than through `signal` (an AbortController
   * per request and an EventTarget listener per query), which cost measurably more server CPU
   * per answer (docs/decisions/058-watching-abandoned-requests.md).
   */
  onAbandon(stop: () => void): () => void;
}

/**
 * The watch of the request being served, so the database layer can cancel SQL that nobody is
 * waiting for any more without every repo passing the signal along.
 */
const requestWatch = new AsyncLocalStorage<RequestWatch>();

export function runWithRequestWatch<T>(watch: RequestWatch, fn: () => T): T {
  return requestWatch.run(watch, fn);
}

/** Runs `fn` with `signal` as the request's (work given its own deadline). */
export function runWithRequestSignal<T>(signal: AbortSignal, fn: () => T): T {
  return requestWatch.run(
    {
      signal,
      get abandoned() {
        return signal.aborted;
      },
      onAbandon(stop) {
        signal.addEventListener('abort', stop, { once: true });
        return () => signal.removeEventListener('abort', stop);
      },
    },
    fn,
  );
}

/** The watch of the request being served, if any. */
export function currentRequestWatch(): RequestWatch | undefined {
  return requestWatch.getStore();
}

export function currentRequestSignal(): AbortSignal | undefined {
  return requestWatch.getStore()?.signal;
}

/** True when the request being served has been given up on (no signal is made to tell). */
export function currentRequestAbandoned(): boolean {
  return requestWatch.getStore()?.abandoned ?? false;
}

/** Raised instead of running SQL for a request whose client has already gone away. */
export class RequestAbandonedError extends Error {
  constructor() {
    super('The client closed the request before its database work ran');
    this.name = 'RequestAbandonedError';
  }
}

/**
 * Runs background work (the job queue) outside the request that started it: the work goes on
 * after the answer, when the request's signal may have fired.
 */
export function outsideRequest<T>(fn: () => T): T {
  return requestWatch.exit(fn);
}
