import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../app-deps.ts';
import { PageCache } from './page-cache.ts';
import type { PageAnswer } from './pages.ts';

/** The Redis channel on which every server process hears that pages changed. */
export const PAGE_INVALIDATION_CHANNEL = 'carenest:pages:changed';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * API writes that change nothing a signed-out visitor sees, and are frequent enough that
 * dropping every kept page on them would make the cache useless: signing in and out, counting
 * views, favourites, the newsletter, a tour request or a report (private until someone acts on
 * them), starting a checkout. Every other successful write drops the kept pages: a write not
 * listed here can only cost a render, never show a stale page.
 */
const WRITES_THAT_CHANGE_NO_PAGE: readonly RegExp[] = [
  /^\/api\/auth\/(sign-in|sign-up|sign-out|get-session|forget-password|request-password-reset|reset-password|send-verification-email|verify-email)\b/,
  /^\/api\/listings\/[^/]+\/(views|inquiries|tour-requests|reports)$/,
  /^\/api\/reviews\/[^/]+\/reports$/,
  /^\/api\/favorites(\/|$)/,
  /^\/api\/newsletter$/,
  /^\/api\/billing\/(checkout|portal)$/,
  /^\/api\/me\/tour-requests(\/|$)/,
  /^\/api\/tour-requests\/by-link\//,
];

/** Whether a successful request may have changed a page that signed-out visitors are shown. */
export function changesPublicPages(method: string, url: string): boolean {
  if (!WRITE_METHODS.has(method)) return false;
  const path = url.split('?')[0];
  if (!path.startsWith('/api/')) return false;
  return !WRITES_THAT_CHANGE_NO_PAGE.some((pattern) => pattern.test(path));
}

const ERROR_LOG_INTERVAL_MS = 60_000;

/** Pages kept at once: the home page, the busiest searches, cities and communities. */
const MAX_KEPT_PAGES = 300;

/**
 * The cache of signed-out visitors' pages (docs/decisions/041-page-cache.md), with the hook that
 * empties it on writes; null when PAGE_CACHE_SECONDS is 0 or the app serves from Vite's dev
 * server (whose modules change under it).
 */
export function registerPageCache(
  app: FastifyInstance,
  config: Pick<AppConfig, 'pageCacheSeconds' | 'redisUrl' | 'webDev'>,
): PageCache<PageAnswer> | null {
  if (!config.pageCacheSeconds || config.webDev) return null;
  const cache = new PageCache<PageAnswer>({
    ttlMs: config.pageCacheSeconds * 1000,
    maxEntries: MAX_KEPT_PAGES,
  });
  registerPageInvalidation(app, cache, config.redisUrl);
  return cache;
}

/**
 * Drops the kept pages when a write succeeds, before its answer leaves (so the writer's next
 * page shows the change). With a Redis URL every server process listening on `channel` is told
 * too; while Redis is down the other processes serve what they kept until it expires (its TTL),
 * and it is logged.
 */
export function registerPageInvalidation(
  app: FastifyInstance,
  cache: Pick<PageCache<unknown>, 'invalidate'>,
  redisUrl?: string,
  channel = PAGE_INVALIDATION_CHANNEL,
): void {
  const announce = redisUrl ? announceAcrossProcesses(app, cache, redisUrl, channel) : () => {};
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 && changesPublicPages(request.method, request.url)) {
      cache.invalidate();
      announce();
    }
    done(null, payload);
  });
}

function announceAcrossProcesses(
  app: FastifyInstance,
  cache: Pick<PageCache<unknown>, 'invalidate'>,
  url: string,
  channel: string,
) {
  const self = randomUUID();
  const options = { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let lastLogged = 0;
  const logError = (err: unknown) => {
    if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    app.log.error({ err }, 'Redis unavailable: other processes keep their pages until they expire');
  };
  publisher.on('error', logError);
  subscriber.on('error', logError);
  subscriber.subscribe(channel).catch(logError);
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== self) cache.invalidate();
  });
  app.addHook('onClose', async () => {
    publisher.disconnect();
    subscriber.disconnect();
  });
  return () => {
    publisher.publish(channel, self).catch(logError);
  };
}
