import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, seedDataDir, startServer, waitHealthy } from '#tests/helpers/server-process.ts';

// These tests run the real entry point, compiled as `npm start` runs it, as a child process.
const dataDir = mkdtempSync(join(tmpdir(), 'carenest-main-'));
const keepAliveDataDir = mkdtempSync(join(tmpdir(), 'carenest-keep-alive-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(keepAliveDataDir, { recursive: true, force: true });
});

/** A POST over `agent` whose body is sent only when `finish` is called: a request in flight. */
function requestInFlight(agent: Agent, url: string) {
  const pending = request(url, {
    agent,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': 2 },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    pending.on('response', resolve).on('error', reject);
  });
  pending.write('{');
  pending.flushHeaders();
  return { finish: () => (pending.end('}'), response) };
}

/** A GET over `agent`, read to the end: its connection then waits idle in the agent's pool. */
function getOver(agent: Agent, url: string) {
  return new Promise<number>((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

/** Resolves once the port refuses new connections: the server has begun to shut down. */
async function refusingConnections(port: number) {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
        .on('connect', () => (socket.destroy(), resolve(false)))
        .on('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

// Each test runs its own child process and waits on it: they run side by side.
describe.concurrent('server process', () => {
  it('exits with code 1 and names the variable when configuration is invalid', async () => {
    const server = await startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  }, 120_000);

  it('exits with code 1 and a message naming DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const closedPort = await freePort();
    const server = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://carenest:hunter2@127.0.0.1:${closedPort}/carenest`,
    });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain(`Cannot connect to PostgreSQL at DATABASE_URL`);
    expect(output).toContain(`127.0.0.1:${closedPort}`);
    expect(output).toContain('ECONNREFUSED');
    expect(output).not.toContain('hunter2');
    expect(output).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('starts on the embedded database, answers health, and shuts down cleanly on SIGTERM', async () => {
    const server = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitHealthy(server);
    const listings = await fetch(`${server.url}/api/listings`).then((r) => r.json());
    expect(listings.total).toBe(6);
    // A session secret was generated on first start and kept in DATA_DIR.
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(true);
    // The running server marks DATA_DIR as in use (backup and restore refuse to run) until it stops.
    expect(readFileSync(join(dataDir, 'server.pid'), 'utf8')).toBe(String(server.child.pid));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  }, 300_000);

  it('on SIGTERM closes keep-alive connections, idle and in flight, and exits 0 after the last answer', async () => {
    await seedDataDir(keepAliveDataDir);
    const port = await freePort();
    const server = await startServer({ PORT: String(port), DATA_DIR: keepAliveDataDir });
    await waitHealthy(server);
    const agent = new Agent({ keepAlive: true });
    const inFlight = requestInFlight(agent, `${server.url}/api/listings/1/views`);
    expect(await getOver(agent, `${server.url}/api/health`)).toBe(200);
    server.child.kill('SIGTERM');
    await refusingConnections(port);
    // The request that was in flight is still answered…
    const answer = await inFlight.finish();
    answer.resume();
    expect(answer.statusCode).toBe(204);
    expect(answer.headers.connection).toBe('close');
    // …and then neither connection keeps the process alive (it once waited for the 10 s grace
    // period, exited 1 and left the database open and server.pid behind).
    expect(await server.exited).toBe(0);
    expect(existsSync(join(keepAliveDataDir, 'server.pid'))).toBe(false);
    agent.destroy();
  }, 300_000);
});
