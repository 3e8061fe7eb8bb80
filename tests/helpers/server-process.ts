import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgliteExtensions } from '#server/db/client.ts';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = ReturnType<typeof startServer>;

/**
 * Runs the real entry point as a child process: src/server/main.ts through tsx, or a compiled
 * `main.js` run by plain Node when `compiled` names one.
 */
export function startServer(
  env: Record<string, string> & { DATA_DIR: string },
  opts: { compiled?: string } = {},
) {
  const args = opts.compiled ? [opts.compiled] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: join(env.DATA_DIR, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${env.PORT}`;
  return { child, exited, url, output: () => output };
}

/** Waits until /api/health answers 200; fails with the server's output if it never does. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

/**
 * Starts DATA_DIR/db from the migrated dump the test setup made (when it made one), so the first
 * start skips creating and migrating a new database — seconds on a busy machine.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const dumpPath = inject('migratedDumpPath');
  if (!existsSync(dumpPath)) return;
  mkdirSync(join(dataDir, 'db'), { recursive: true });
  const client = await PGlite.create(join(dataDir, 'db'), {
    extensions: pgliteExtensions,
    loadDataDir: new Blob([readFileSync(dumpPath)]),
  });
  await client.close();
}
