import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithRequestSignal } from '../db/request-signal.ts';

const controllers = new WeakMap<FastifyRequest, AbortController>();

/** True once the client closed the connection before its answer was written. */
export function isAbandoned(request: FastifyRequest): boolean {
  return controllers.get(request)?.signal.aborted ?? false;
}

/**
 * Every request runs with an abort signal that fires when its client goes away before the
 * answer is written; the database pool cancels that request's SQL (SECURITY.md, hole 9).
 */
export function registerAbandonedRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    controllers.set(request, controller);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    // Everything after this hook (handlers, services, repos) runs inside the signal's context.
    runWithRequestSignal(controller.signal, done);
  });
}
