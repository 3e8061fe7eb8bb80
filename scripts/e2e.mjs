// `npm run test:e2e`: checks for Chromium, builds the web app and the server, runs Playwright.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// Debian's headless shell (package chromium-headless-shell) is what Playwright itself runs for
// headless tests: without the full browser's window and UI processes, the suite took about half
// the time (docs/decisions/019). The full Chromium works too.
const SYSTEM_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromium = process.env.CHROMIUM_PATH ?? SYSTEM_BROWSERS.find((path) => existsSync(path));
if (!chromium || !existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium ?? SYSTEM_BROWSERS.join(' or ')}.\n` +
      'The browser tests drive the system Chromium. Install it with:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n' +
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  );
  process.exit(1);
}
// playwright.config.ts launches the browser found here, and the full browser (when installed)
// for the specs that Tab through whole pages.
process.env.CHROMIUM_PATH = chromium;
process.env.CHROMIUM_BROWSER_PATH ??= existsSync('/usr/bin/chromium')
  ? '/usr/bin/chromium'
  : chromium;
const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
// Each run builds into its own folders so parallel runs (different E2E_PORTs) never clash. The
// server is compiled as `npm start` runs it (scripts/e2e-server.mjs starts it).
const port = process.env.E2E_PORT ?? '4310';
const outDir = `.data-e2e/web-${port}`;
const serverOutDir = `.data-e2e/server-${port}`;
const built = run([
  'scripts/build.mjs',
  '--quiet',
  '--outDir',
  outDir,
  '--serverOutDir',
  serverOutDir,
]);
if (built !== 0) process.exit(built);
process.exit(run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]));
