import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { multipartFile, pngImage } from '#tests/helpers/multipart.ts';
import { scratchDatabase } from '#tests/helpers/scratch-postgres.ts';
import { writeStandInWeb } from '#tests/helpers/stand-in-web.ts';
import {
  freePort,
  startServer,
  waitHealthy,
  type ServerProcess,
} from '#tests/helpers/server-process.ts';

// Two real server processes behind an imaginary load balancer: one PostgreSQL database, one
// storage directory, one Redis, one secret. Runs only with DATABASE_URL (CI's PostgreSQL pass,
// which also starts Redis and sets REDIS_URL; see .ci/run and vitest.config.ts).
const database = scratchDatabase('multi');
// A Redis database of its own, emptied first, so counters of an earlier run cannot leak in.
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
redisUrl.pathname = `/${randomInt(1, 16)}`;
const dataDir = database.dataDir();
const CREDENTIAL_LIMIT = 6;
const person = { email: 'two-doors@example.com', password: 'violet-harbor-lantern-42' };
let a: ServerProcess;
let b: ServerProcess;
let origin: string;
let cookie = '';

beforeAll(async () => {
  await database.create();
  const redis = new Redis(redisUrl.toString(), { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  await redis.flushdb().finally(() => redis.disconnect());
  const [portA, portB] = [await freePort(), await freePort()];
  origin = `http://127.0.0.1:${portA}`; // the one public address both answer for
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url.toString(),
    REDIS_URL: redisUrl.toString(),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    AUTH_RATE_LIMIT_PER_MINUTE: String(CREDENTIAL_LIMIT),
    // Pages from a stand-in web build, kept for signed-out visitors (docs/decisions/041).
    WEB_DIST_DIR: writeStandInWeb(join(dataDir, 'web')),
    PAGE_CACHE_SECONDS: '60',
  };
  // Started together on an empty database, so both try to migrate it at once.
  a = await startServer({ ...env, PORT: String(portA) });
  b = await startServer({ ...env, PORT: String(portB) });
  await Promise.all([waitHealthy(a), waitHealthy(b)]);
}, 300_000);

afterAll(async () => {
  for (const server of [a, b]) server?.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await database.drop();
});

function send(server: ServerProcess, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', origin);
  if (cookie) headers.set('cookie', cookie);
  return fetch(`${server.url}${path}`, { ...init, headers });
}

const json = (server: ServerProcess, method: string, path: string, body: object) =>
  send(server, path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('two server processes on one database, one storage directory and one Redis', () => {
  it('a person who signs in through one process is recognised by the other', async () => {
    const signUp = { ...person, name: 'Two Doors', type: 'provider', company: 'Two Doors Care' };
    expect((await json(a, 'POST', '/api/auth/sign-up/email', signUp)).status).toBe(200);
    const signedIn = await json(a, 'POST', '/api/auth/sign-in/email', person);
    expect(signedIn.status).toBe(200);
    cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const me = await send(b, '/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(person.email);
  });

  it('a listing created through one process is found through the other', async () => {
    expect((await json(b, 'PUT', '/api/subscription', { plan: 'Premium' })).status).toBe(200);
    const place = { city: 'Tillamook', state: 'OR', zipCode: '97141' };
    const created = await json(a, 'POST', '/api/provider/listings', listingBody(place));
    expect(created.status).toBe(201);
    const { id, title } = (await created.json()) as { id: string; title: string };

    const detail = await send(b, `/api/listings/${id}`);
    expect(detail.status).toBe(200);
    expect((await detail.json()).title).toBe(title);
    const found = await (await send(b, '/api/listings?location=Tillamook')).json();
    expect(found.listings.map((l: { id: string }) => l.id)).toContain(id);
  });

  it('a page one process kept shows a listing created through the other on the next visit', async () => {
    const page = (server: ServerProcess) => fetch(`${server.url}/browse?town=Astoria%2C+OR`);
    expect((await page(a)).headers.get('x-page-cache')).toBe('miss');
    const kept = await page(a);
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    expect(await kept.text()).not.toContain('Astoria Pines');

    const place = { title: 'Astoria Pines', city: 'Astoria', state: 'OR', zipCode: '97103' };
    expect((await json(b, 'POST', '/api/provider/listings', listingBody(place))).status).toBe(201);
    await expect.poll(async () => (await page(a)).text()).toContain('Astoria Pines $4200');
  });

  it('an image uploaded through one process is served by the other', async () => {
    const created = await json(b, 'POST', '/api/provider/listings', listingBody());
    const { id } = (await created.json()) as { id: string };
    const file = multipartFile(await pngImage('#e76f51'));
    const uploaded = await send(a, `/api/provider/listings/${id}/images`, {
      method: 'POST',
      headers: { 'content-type': file.contentType },
      body: file.payload,
    });
    expect(uploaded.status).toBe(200);
    const [url] = (await uploaded.json()).images as string[];

    const [fromA, fromB] = await Promise.all([send(a, url), send(b, url)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toMatch(/^image\//);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('the sign-in rate limit counts attempts made through both processes', async () => {
    // The sign-up and sign-in above were two credential requests through A. Alone, neither
    // process reaches the limit of 6 below; together they pass it on the seventh request.
    const attempt = (server: ServerProcess) =>
      json(server, 'POST', '/api/auth/sign-in/email', { ...person, password: 'not-my-password' });
    const statuses: number[] = [];
    for (const server of [b, b, a, a, b]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
