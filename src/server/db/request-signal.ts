import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The abort signal of the HTTP request whose work is running, so the database layer can cancel
 * SQL that nobody is waiting for any more without every repo passing the signal along.
 */
const requestSignal = new AsyncLocalStorage<AbortSignal>();

export function runWithRequestSignal<T>(signal: AbortSignal, fn: () => T): T {
  return requestSignal.run(signal, fn);
}

export function currentRequestSignal(): AbortSignal | undefined {
  return requestSignal.getStore();
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
  return requestSignal.exit(fn);
}
