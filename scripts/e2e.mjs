// `npm run test:e2e`: checks for Chromium, builds the web app and the server, runs Playwright.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      'The browser tests drive the system Chromium. Install it with:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  );
  process.exit(1);
}
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
