import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The Cache-Control of an answer that depends on who asked: no cache may keep or share it. */
export const PERSONAL_CACHE = 'private, no-store';

const readTheSession = new WeakSet<FastifyRequest>();

/** Marks the answer to this request as depending on its session (or on its lack of one). */
export function dependsOnSession(request: FastifyRequest): void {
  readTheSession.add(request);
}

/**
 * Every answer to a request that read the session says PERSONAL_CACHE, unless its route chose
 * its own (server-rendered pages do, by whether someone was signed in). Answers that never looked
 * at the session are the same for everyone and keep their caching.
 */
export function registerPersonalCache(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (readTheSession.has(request) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', PERSONAL_CACHE);
    }
    done(null, payload);
  });
}
