import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// These tests run the real entry point (src/server/main.ts) as a child process.
const dataDir = mkdtempSync(join(tmpdir(), 'carenest-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('server process', () => {
  it('exits with code 1 and names the variable when configuration is invalid', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  });

  it('starts on the embedded database, answers health, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    let healthy = false;
    for (let i = 0; i < 120 && !healthy; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy, server.output()).toBe(true);
    const listings = await fetch(`http://127.0.0.1:${port}/api/listings`).then((r) => r.json());
    expect(listings.total).toBe(6);
    // A session secret was generated on first start and kept in DATA_DIR.
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
