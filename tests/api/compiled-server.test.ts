import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  freePort,
  seedDataDir,
  startServer,
  waitHealthy,
} from '#tests/helpers/server-process.ts';
import { writeStandInWeb } from '#tests/helpers/stand-in-web.ts';

// `npm start` runs the server that `npm run build` compiled, as plain JavaScript. The build is the
// one the other server-process tests start (`npm run build -- --server-only` into its own folder).
const dataDir = mkdtempSync(join(tmpdir(), 'carenest-compiled-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('compiled server', () => {
  it('builds into JavaScript that plain Node runs, migrations included', async () => {
    const build = await buildServer();
    expect(build.status, build.output).toBe(0);
    const bundle = readFileSync(build.main, 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx/);
    expect(bundle).not.toMatch(/import[^;]*["'][^"']+\.tsx?["']/);

    await seedDataDir(dataDir);
    const server = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      // As `npm start` runs it when nothing says otherwise.
      NODE_ENV: '',
      WEB_DIST_DIR: writeStandInWeb(join(dataDir, 'web')),
    });
    await waitHealthy(server);
    const listings = await fetch(`${server.url}/api/listings`).then((r) => r.json());
    expect(listings.total).toBe(6);
    // Libraries loaded later (React's server renderer, by the web build) run their production
    // builds: the page renders with NODE_ENV set to production.
    expect(await fetch(`${server.url}/`).then((r) => r.text())).toContain('mode:production');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
