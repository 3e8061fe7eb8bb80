import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithRequestWatch, type RequestWatch } from '../db/request-signal.ts';

/** Watches one answer's connection; its abort signal is made the first time SQL asks for it. */
export class ClientWatch implements RequestWatch {
  #controller: AbortController | null = null;
  readonly #response: ServerResponse;

  constructor(response: ServerResponse) {
    this.#response = response;
  }

  /** Closed before the answer was written: the client went away. */
  get #gone(): boolean {
    return this.#response.closed && !this.#response.writableFinished;
  }

  get abandoned(): boolean {
    return this.#controller ? this.#controller.signal.aborted : this.#gone;
  }

  get signal(): AbortSignal {
    if (this.#controller) return this.#controller.signal;
    const controller = (this.#controller = new AbortController());
    if (this.#gone) controller.abort();
    else this.#response.once('close', () => this.#gone && controller.abort());
    return controller.signal;
  }
}

const watches = new WeakMap<FastifyRequest, ClientWatch>();

/** True once the client closed the connection before its answer was written. */
export function isAbandoned(request: FastifyRequest): boolean {
  return watches.get(request)?.abandoned ?? false;
}

/**
 * Every request runs with a watch on its client: when the client goes away before the answer is
 * written, the database pool cancels that request's SQL (SECURITY.md, hole 9).
 */
export function registerAbandonedRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const watch = new ClientWatch(reply.raw);
    watches.set(request, watch);
    // Everything after this hook (handlers, services, repos) runs inside the watch's context.
    runWithRequestWatch(watch, done);
  });
}
