import type { FastifyInstance } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { rateLimited } from '../errors.ts';

const WINDOW_MS = 60_000;
/** Clients counted at once; the one seen least recently is forgotten first. */
const MOST_CLIENTS = 5_000;

interface Window {
  count: number;
  startedAt: number;
}

/**
 * The general per-client limit of a single process (no Redis), in its memory: a synchronous
 * hook with a map of one-minute windows, answering as @fastify/rate-limit did (the same
 * x-ratelimit-* headers, retry-after and 429). The plugin's hook ran on every request as three
 * async functions and a promise, about a quarter of a place suggestion's server time
 * (docs/decisions/062-a-synchronous-general-rate-limit.md). Routes with limits of their own, or
 * none (`config.rateLimit`), are left to the plugin.
 */
export function registerLocalRateLimit(app: FastifyInstance, perMinute: number): void {
  const windows = new Map<string, Window>();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.rateLimit !== undefined) return done();
    const key = normalizeIP(request.ip);
    const now = Date.now();
    let window = windows.get(key);
    // Taken out and put back: the map's first entry is always the least recently seen client.
    if (window) windows.delete(key);
    if (!window || now - window.startedAt >= WINDOW_MS) window = { count: 0, startedAt: now };
    window.count += 1;
    windows.set(key, window);
    if (windows.size > MOST_CLIENTS) windows.delete(windows.keys().next().value as string);

    const resetSeconds = Math.ceil((window.startedAt + WINDOW_MS - now) / 1000);
    void reply
      .header('x-ratelimit-limit', perMinute)
      .header('x-ratelimit-remaining', Math.max(0, perMinute - window.count))
      .header('x-ratelimit-reset', resetSeconds);
    if (window.count <= perMinute) return done();
    void reply.header('retry-after', resetSeconds);
    done(rateLimited());
  });
}
