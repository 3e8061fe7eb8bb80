import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * One app per test file that renders pages with the real web app, from source and in-process:
 * a web folder whose server entry re-exports src/web/entry-server.tsx, which Vitest compiles like
 * any other module. Tests then read a page's status, redirect and HTML with `app.inject`, without
 * a build.
 */
export function testAppWithPagesPerFile(
  use: (ctx: TestContext) => void,
  config: Parameters<typeof createTestApp>[0] = {},
) {
  let ctx: TestContext;
  const webDir = mkdtempSync(join(tmpdir(), 'carenest-web-source-'));
  beforeAll(async () => {
    mkdirSync(join(webDir, '.ssr'));
    writeFileSync(join(webDir, 'index.html'), readFileSync('index.html', 'utf8'));
    const entry = JSON.stringify(resolve('src/web/entry-server.tsx'));
    writeFileSync(join(webDir, '.ssr', 'entry-server.js'), `export { render } from ${entry};\n`);
    use((ctx = await createTestApp({ ...config, webDistDir: webDir })));
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(webDir, { recursive: true, force: true });
  });
  beforeEach(() => ctx.reset());
}
