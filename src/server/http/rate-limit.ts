import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { registerLocalRateLimit } from './local-rate-limit.ts';

/** Key prefix in Redis, so other applications sharing the server keep their own counters. */
export const RATE_LIMIT_NAMESPACE = 'carenest:rate-limit:';

const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * Per-client request limits. With a Redis URL every server process counts in the same Redis, so
 * N processes behind a load balancer allow the configured rate, not N times it; without one the
 * counters live in this process's memory. While Redis does not answer, requests are let through
 * (the site stays up) and the outage is logged: docs/decisions/014-several-processes.md.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  opts: { perMinute: number; redisUrl?: string },
): Promise<void> {
  if (!opts.redisUrl) {
    // The plugin keeps the routes' own limits; the general one is a synchronous hook of ours.
    await app.register(rateLimit, { global: false, max: opts.perMinute, timeWindow: '1 minute' });
    registerLocalRateLimit(app, opts.perMinute);
    return;
  }
  // Short timeouts and one retry: a counter that cannot be read quickly is skipped, not waited for.
  const redis = new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  let lastLogged = 0;
  redis.on('error', (err) => {
    if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    app.log.error({ err }, 'Redis unavailable: rate limits are not enforced until it answers');
  });
  // By onClose every request has its answer, so no counter update is left to wait for.
  app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    max: opts.perMinute,
    timeWindow: '1 minute',
    redis,
    nameSpace: RATE_LIMIT_NAMESPACE,
    skipOnError: true,
  });
}
