import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithRequestWatch, type RequestWatch } from '../db/request-signal.ts';

/**
 * Watches one answer's connection: one 'close' listener, added when the first query (or a caller
 * of `signal`) asks, tells every query still watching when the client went before its answer.
 */
export class ClientWatch implements RequestWatch {
  #controller: AbortController | null = null;
  #watching: Set<() => void> | null = null;
  readonly #response: ServerResponse;

  constructor(response: ServerResponse) {
    this.#response = response;
  }

  /** Closed before the answer was written: the client went away. */
  get #gone(): boolean {
    return this.#response.closed && !this.#response.writableFinished;
  }

  get abandoned(): boolean {
    return this.#gone;
  }

  get signal(): AbortSignal {
    if (this.#controller) return this.#controller.signal;
    const controller = (this.#controller = new AbortController());
    if (this.#gone) controller.abort();
    else this.onAbandon(() => controller.abort());
    return controller.signal;
  }

  onAbandon(stop: () => void): () => void {
    if (!this.#watching) {
      const watching = (this.#watching = new Set());
      this.#response.once('close', () => {
        if (this.#gone) for (const callback of watching) callback();
        watching.clear();
      });
    }
    const watching = this.#watching;
    watching.add(stop);
    return () => void watching.delete(stop);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's watch on its client (set by the first onRequest hook). */
    clientWatch: ClientWatch | null;
  }
}

/** True once the client closed the connection before its answer was written. */
export function isAbandoned(request: FastifyRequest): boolean {
  return request.clientWatch?.abandoned ?? false;
}

/**
 * Every request runs with a watch on its client: when the client goes away before the answer is
 * written, the database pool cancels that request's SQL (SECURITY.md, hole 9). The watch is a
 * property of the request rather than a WeakMap entry: a WeakMap keyed by every request made the
 * garbage collector's work grow with the request rate (measured in decision 058).
 */
export function registerAbandonedRequests(app: FastifyInstance): void {
  app.decorateRequest('clientWatch', null);
  app.addHook('onRequest', (request, reply, done) => {
    const watch = new ClientWatch(reply.raw);
    request.clientWatch = watch;
    // Everything after this hook (handlers, services, repos) runs inside the watch's context.
    runWithRequestWatch(watch, done);
  });
}
