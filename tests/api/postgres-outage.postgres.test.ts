import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServer,
  waitHealthy,
  type ServerProcess,
} from '#tests/helpers/server-process.ts';
import { scratchDatabase } from '#tests/helpers/scratch-postgres.ts';
import { TcpProxy } from '#tests/helpers/tcp-proxy.ts';

// Runs only with DATABASE_URL (CI's PostgreSQL pass; see vitest.config.ts). The real server talks
// to PostgreSQL through a proxy the test cuts and restores; PostgreSQL itself keeps running.
const database = scratchDatabase('outage');
let proxy: TcpProxy;
let server: ServerProcess;

beforeAll(async () => {
  await database.create();
  proxy = new TcpProxy(await freePort(), {
    host: database.url.hostname,
    port: Number(database.url.port || 5432),
  });
  await proxy.start();
  const url = new URL(database.url);
  url.host = `127.0.0.1:${proxy.port}`;
  server = await startServer({
    PORT: String(await freePort()),
    DATA_DIR: database.dataDir(),
    DATABASE_URL: url.toString(),
  });
  await waitHealthy(server);
}, 300_000);

afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await proxy.cut();
  await database.drop();
});

const get = (path: string) => fetch(`${server.url}${path}`);

describe('PostgreSQL goes away while the server runs', () => {
  it('answers 503 in the error shape (health too) and recovers when the database returns', async () => {
    expect((await get('/api/listings')).status).toBe(200);
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const json = { 'content-type': 'application/json', origin };
    const credentials = { email: 'outage@example.com', password: 'violet-harbor-lantern-42' };
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...credentials, name: 'Olive Outage', type: 'seeker' }),
    });
    expect(signUp.status).toBe(200);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(credentials),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await fetch(`${server.url}/api/favorites`, { headers: { cookie } })).status).toBe(200);

    await proxy.cut();
    // Search falls back to the built-in samples (docs/product.md §7) and says so.
    const search = await get('/api/listings');
    expect(search.status).toBe(200);
    expect((await search.json()).degraded).toBe(true);
    const paths = [
      '/api/health',
      '/api/listings/1',
      '/api/website-reviews',
      '/api/favorites',
      '/api/auth/get-session',
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
      expect(response.status, path).toBe(503);
      const body = await response.json();
      expect(body, path).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
        requestId: expect.any(String),
      });
      expect(JSON.stringify(body)).not.toMatch(/ECONN|terminated|postgres|select/i);
    }

    await proxy.start();
    let healthy = false;
    for (let i = 0; i < 100 && !healthy; i += 1) {
      healthy = (await get('/api/health')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy).toBe(true);
    const listings = await get('/api/listings');
    expect(listings.status).toBe(200);
    expect((await listings.json()).degraded).toBe(false);
    expect((await fetch(`${server.url}/api/favorites`, { headers: { cookie } })).status).toBe(200);
    // The process survived the outage.
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
