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

export type ServerProcess = Awaited<ReturnType<typeof startServer>>;

let build: Promise<{ status: number | null; output: string; main: string }> | undefined;

/**
 * The server as `npm run build` compiles it — what `npm start` runs — built once per test worker
 * into the run's folder (global-setup.ts removes it when the run ends). Starting it costs less
 * than starting the TypeScript source through tsx, which compiles the whole server again in every
 * process (docs/decisions/019).
 */
export function buildServer() {
  build ??= new Promise((resolve) => {
    const outDir = join(inject('serverBuildDir'), String(process.pid));
    const child = spawn(
      process.execPath,
      ['scripts/build.mjs', '--server-only', '--quiet', '--serverOutDir', outDir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (status) => resolve({ status, output, main: join(outDir, 'main.js') }));
  });
  return build;
}

/** The compiled server's main.js (see buildServer); fails with the build's output. */
export async function compiledServer(): Promise<string> {
  const { status, output, main } = await buildServer();
  if (status !== 0) throw new Error(`building the server failed:\n${output}`);
  return main;
}

/** Runs the real entry point, compiled as `npm start` runs it (compiledServer), as a child process. */
export async function startServer(env: Record<string, string> & { DATA_DIR: string }) {
  const child = spawn(process.execPath, [await compiledServer()], {
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
