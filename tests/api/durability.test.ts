import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingBody } from '#tests/helpers/listing-body.ts';
import {
  freePort,
  seedDataDir,
  startServer,
  waitHealthy,
  type ServerProcess,
} from '#tests/helpers/server-process.ts';

// The real server process on the embedded database, killed without warning mid-write.
const dataDir = mkdtempSync(join(tmpdir(), 'carenest-durability-'));
let port: number;
let server: ServerProcess;
let headers: Record<string, string>;
beforeAll(async () => {
  await seedDataDir(dataDir);
  port = await freePort();
  server = await start(port);
  const origin = `http://localhost:${port}`;
  const cookie = await providerSession(server.url, origin);
  headers = { 'content-type': 'application/json', origin, cookie };
}, 300_000);
afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const ROUNDS = 5;
const WORKERS = 4;

async function start(port: number): Promise<ServerProcess> {
  const server = await startServer({ PORT: String(port), DATA_DIR: dataDir });
  await waitHealthy(server);
  return server;
}

/** A Premium provider's session cookie (sessions live in the database, so it survives restarts). */
async function providerSession(base: string, origin: string): Promise<string> {
  const credentials = { email: 'burst@example.com', password: 'violet-harbor-lantern-42' };
  const json = { 'content-type': 'application/json', origin };
  const post = (path: string, body: object, headers: Record<string, string> = json) =>
    fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const signUp = { ...credentials, name: 'Burst Provider', type: 'provider', company: 'Burst Co' };
  expect((await post('/api/auth/sign-up/email', signUp)).status).toBe(200);
  const signedIn = await post('/api/auth/sign-in/email', credentials);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const plan = await fetch(`${base}/api/subscription`, {
    method: 'PUT',
    headers: { ...json, cookie },
    body: JSON.stringify({ plan: 'Premium' }),
  });
  expect(plan.status).toBe(200);
  return cookie;
}

/** Workers creating listings back to back until the connection dies; returns acknowledged ids. */
function burst(base: string, headers: Record<string, string>, round: number) {
  const acknowledged = new Map<string, string>();
  let n = 0;
  const worker = async () => {
    for (;;) {
      n += 1;
      const title = `Burst ${round}-${n} Residence`;
      try {
        const response = await fetch(`${base}/api/provider/listings`, {
          method: 'POST',
          headers,
          body: JSON.stringify(listingBody({ title })),
        });
        if (response.status !== 201) throw new Error(`create answered ${response.status}`);
        acknowledged.set(((await response.json()) as { id: string }).id, title);
      } catch {
        return; // the server is gone
      }
    }
  };
  return { acknowledged, done: Promise.all(Array.from({ length: WORKERS }, worker)) };
}

describe('embedded database durability', () => {
  it(`SIGKILL during a burst of writes, ${ROUNDS} times: every acknowledged write survives, no half-written listing`, async () => {
    const template = listingBody();
    const acknowledged = new Map<string, string>();

    for (let round = 1; round <= ROUNDS; round += 1) {
      const writes = burst(server.url, headers, round);
      // Kill at a random moment once writes are flowing, so some are always mid-transaction.
      for (let waited = 0; writes.acknowledged.size < 3 && waited < 20_000; waited += 20) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 200));
      server.child.kill('SIGKILL');
      await server.exited;
      await writes.done;
      expect(
        writes.acknowledged.size,
        `round ${round} wrote nothing before the kill`,
      ).toBeGreaterThan(0);
      for (const [id, title] of writes.acknowledged) acknowledged.set(id, title);

      server = await start(port);
      const mine = await fetch(`${server.url}/api/provider/listings`, { headers }).then((r) =>
        r.json(),
      );
      const byId = new Map<string, Record<string, unknown>>(
        mine.listings.map((l: { id: string }) => [l.id, l]),
      );
      for (const [id, title] of acknowledged) {
        expect(byId.get(id)?.title, `acknowledged listing ${title} is missing`).toBe(title);
      }
      for (const listing of byId.values()) {
        expect(listing.title).toMatch(/^Burst \d+-\d+ Residence$/);
        expect(listing).toMatchObject({
          description: template.description,
          careType: template.careType,
          amenities: template.amenities,
          location: expect.objectContaining({ city: template.city, zipCode: template.zipCode }),
        });
      }
    }
  }, 600_000);

  it('SIGTERM: a request in flight completes, new connections are refused, exit 0 within 10 s', async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      server = await start(port);
    const body = JSON.stringify(listingBody({ title: 'In Flight Residence' }));
    let resolveResponse: (v: { status: number; body: string }) => void = () => {};
    const answered = new Promise<{ status: number; body: string }>((r) => (resolveResponse = r));
    const inFlight = request(`${server.url}/api/provider/listings`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    inFlight.on('error', (error) => resolveResponse({ status: 0, body: error.message }));
    inFlight.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, body: text }));
    });
    // Half the body now: the server has the request but cannot finish it yet.
    inFlight.write(body.slice(0, 100));
    await new Promise((r) => setTimeout(r, 300));

    const stopping = Date.now();
    server.child.kill('SIGTERM');
    // New requests are refused (connection refused, or 503 on a kept-alive connection) while
    // the one in flight is still waiting for the rest of its body.
    let late = '';
    for (let i = 0; i < 100 && !['ECONNREFUSED', 'answered 503'].includes(late); i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      late = await fetch(`${server.url}/api/health`).then(
        (r) => `answered ${r.status}`,
        (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
      );
    }
    expect(['ECONNREFUSED', 'answered 503']).toContain(late);

    inFlight.end(body.slice(100));
    const response = await answered;
    expect(response.status, response.body).toBe(201);
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);

    // What it wrote is there after a restart.
    server = await start(port);
    const mine = await fetch(`${server.url}/api/provider/listings`, { headers }).then((r) =>
      r.json(),
    );
    expect(mine.listings.map((l: { title: string }) => l.title)).toContain('In Flight Residence');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 300_000);
});
