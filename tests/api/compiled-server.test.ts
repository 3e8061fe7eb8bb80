import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, seedDataDir, startServer, waitHealthy } from '#tests/helpers/server-process.ts';

// `npm start` runs the server that `npm run build` compiled, as plain JavaScript.
const dataDir = mkdtempSync(join(tmpdir(), 'carenest-compiled-'));
// Inside the project, so the bundle finds node_modules the way dist/server does.
const outDir = join('.data-e2e', `compiled-server-${process.pid}`);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe('compiled server', () => {
  it('builds into JavaScript that plain Node runs, migrations included', async () => {
    const build = spawnSync(
      process.execPath,
      ['scripts/build.mjs', '--server-only', '--quiet', '--serverOutDir', outDir],
      { encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    const bundle = readFileSync(join(outDir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx/);
    expect(bundle).not.toMatch(/import[^;]*["'][^"']+\.tsx?["']/);

    await seedDataDir(dataDir);
    const server = startServer(
      { PORT: String(await freePort()), DATA_DIR: dataDir },
      { compiled: join(outDir, 'main.js') },
    );
    await waitHealthy(server);
    const listings = await fetch(`${server.url}/api/listings`).then((r) => r.json());
    expect(listings.total).toBe(6);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
