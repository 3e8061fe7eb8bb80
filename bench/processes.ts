// The processes the benchmark drives: the build, the seeder, the compiled production server and
// the trivial Fastify server, each as a child process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const WORK_DIR = '.data-bench';

function runOrExit(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** `npm run build` into the benchmark's own folder, so dist/ is left alone. */
export function buildProduction(): { serverMain: string; webDir: string } {
  const webDir = join(WORK_DIR, 'web');
  const serverDir = join(WORK_DIR, 'server');
  runOrExit('npm', [
    'run',
    'build',
    '--',
    '--quiet',
    '--outDir',
    webDir,
    '--serverOutDir',
    serverDir,
  ]);
  return { serverMain: join(serverDir, 'main.js'), webDir };
}

export interface Target {
  databaseUrl: string;
  dataDir: string;
}

const targetEnv = (t: Target) => ({
  ...process.env,
  DATABASE_URL: t.databaseUrl,
  DATA_DIR: t.dataDir,
});

/** The project's seeder: `npm run seed -- --listings N --seed S`. */
export function seed(target: Target, listings: number, seedNumber: number): void {
  runOrExit(
    'npm',
    ['run', 'seed', '--', '--listings', String(listings), '--seed', String(seedNumber)],
    targetEnv(target),
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

async function started(child: ChildProcess, url: string, probe: string): Promise<Running> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  for (let waited = 0; ; waited += 200) {
    if (gone) throw new Error(`the process behind ${url} exited before it answered`);
    if (waited > 180_000) throw new Error(`${url} did not answer within 3 minutes`);
    if (
      await fetch(url + probe).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The compiled production server (`dist/server/main.js` as `npm start` runs it). */
export async function startProductionServer(
  build: { serverMain: string; webDir: string },
  target: Target,
  port: number,
  /** Node options before the script, e.g. --cpu-prof (the profile is written when it exits). */
  nodeArgs: string[] = [],
): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  // Requests still in flight when a measurement ends are abandoned and logged; keep that apart.
  const log = openSync(
    join(WORK_DIR, `server-${target.databaseUrl ? 'postgres' : 'pglite'}.log`),
    'a',
  );
  const child = spawn(process.execPath, [...nodeArgs, build.serverMain], {
    stdio: ['ignore', log, log],
    env: {
      ...targetEnv(target),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST_DIR: build.webDir,
      LOG_LEVEL: 'warn',
      // The load comes from one address; production limits would answer most of it with 429.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
    },
  });
  return started(child, url, '/api/health');
}

/** The bare Node server (bare-server.ts) answering the recorded plans in this file. */
export async function startBareServer(target: Target, plansFile: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/bare-server.ts', plansFile, String(port)],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...targetEnv(target), NODE_ENV: 'production' },
    },
  );
  return started(child, `http://127.0.0.1:${port}`, '/r/0');
}

export async function startTrivialServer(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/trivial-server.mjs', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/');
}
