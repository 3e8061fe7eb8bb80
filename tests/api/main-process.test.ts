import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitHealthy } from '#tests/helpers/server-process.ts';

// These tests run the real entry point, compiled as `npm start` runs it, as a child process.
const dataDir = mkdtempSync(join(tmpdir(), 'carenest-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
});
