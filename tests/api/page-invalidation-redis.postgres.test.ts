import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_INVALIDATION_CHANNEL,
  registerPageInvalidation,
} from '#server/http/pages/page-invalidation.ts';

// Two server processes, one Redis: a write answered by one drops the pages the other kept
// (docs/decisions/041). Runs in CI's service pass, which starts Redis and sets REDIS_URL
// (.ci/run); the name keeps it out of the pass without services (vitest.config.ts).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A channel of their own: the test files running beside this one write through the same Redis,
// and each of their writes would drop these pages too.
const channel = `${PAGE_INVALIDATION_CHANNEL}:${randomUUID()}`;

function processWithCache() {
  const cache = { drops: 0, invalidate: () => (cache.drops += 1) };
  const app = Fastify();
  registerPageInvalidation(app, cache, redisUrl, channel);
  app.post('/api/provider/listings', async (_request, reply) => reply.code(201).send({}));
  app.post('/api/favorites/1', async (_request, reply) => reply.code(201).send({}));
  return { app, cache };
}

let a: ReturnType<typeof processWithCache>;
let b: ReturnType<typeof processWithCache>;
let apps: FastifyInstance[] = [];
beforeAll(async () => {
  a = processWithCache();
  b = processWithCache();
  apps = [a.app, b.app];
  await Promise.all(apps.map((app) => app.ready()));
  // Subscribed once a message sent now reaches both.
  await new Promise((resolve) => setTimeout(resolve, 300));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('pages kept by several processes', () => {
  it('are dropped in every process when one of them answers a write that changes pages', async () => {
    await a.app.inject({ method: 'POST', url: '/api/provider/listings' });
    expect(a.cache.drops).toBe(1);
    await expect.poll(() => b.cache.drops).toBe(1);
    // A process is not told again of its own write.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.cache.drops).toBe(1);
  });

  it('stay where the write changes no page', async () => {
    const before = [a.cache.drops, b.cache.drops];
    await b.app.inject({ method: 'POST', url: '/api/favorites/1' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([a.cache.drops, b.cache.drops]).toEqual(before);
  });
});
