import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithRequestWatch, type RequestWatch } from '../db/request-signal.ts';

const kWatchers = Symbol('carenest.connectionWatchers');
type Connection = Socket & { [kWatchers]?: Set<() => void> };

/**
 * The callbacks watching one connection, all called if it closes. A keep-alive connection carries
 * many requests: one 'close' listener per connection, added the first time a request on it asks,
 * costs far less server CPU than a listener per answer (docs/decisions/059).
 */
function watchersOf(connection: Connection): Set<() => void> {
  let watchers = connection[kWatchers];
  if (!watchers) {
    const created = (watchers = connection[kWatchers] = new Set());
    connection.once('close', () => {
      for (const callback of created) callback();
      created.clear();
    });
  }
  return watchers;
}

/** How many watches are waiting on a connection (the tests check that answered ones are gone). */
export const watchesOn = (connection: Socket): number =>
  (connection as Connection)[kWatchers]?.size ?? 0;

/**
 * Watches one answer's client. Over HTTP/1.1 a client gives up on a request only by closing its
 * connection, so the connection's close tells every query still watching whose answer was not
 * written yet.
 */
export class ClientWatch implements RequestWatch {
  #controller: AbortController | null = null;
  readonly #response: ServerResponse;
  readonly #connection: Connection | null;

  constructor(response: ServerResponse, connection: Socket | null) {
    this.#response = response;
    this.#connection = connection;
  }

  /** Closed before the answer was written: the client went away. */
  get abandoned(): boolean {
    if (this.#response.writableFinished) return false;
    return this.#response.closed || (this.#connection?.destroyed ?? false);
  }

  get signal(): AbortSignal {
    if (this.#controller) return this.#controller.signal;
    const controller = (this.#controller = new AbortController());
    if (this.abandoned) controller.abort();
    else {
      // A query stops watching when it ends; the signal stops when its response does.
      const stopWatching = this.onAbandon(() => controller.abort());
      this.#response.once('close', stopWatching);
    }
    return controller.signal;
  }

  onAbandon(stop: () => void): () => void {
    if (!this.#connection) return () => {};
    const watchers = watchersOf(this.#connection);
    // The connection may close long after this answer was written (keep-alive).
    const watcher = () => {
      if (this.abandoned) stop();
    };
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
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
    const watch = new ClientWatch(reply.raw, request.raw.socket);
    request.clientWatch = watch;
    // Everything after this hook (handlers, services, repos) runs inside the watch's context.
    runWithRequestWatch(watch, done);
  });
}
