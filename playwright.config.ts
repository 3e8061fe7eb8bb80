import { defineConfig, devices } from '@playwright/test';

import { E2E_BASE_URL, E2E_PORT } from './tests/e2e/base-url.ts';

const COUNTING_SPECS = /\/(browse|home|server-rendering)\.spec\.ts$/;
// Tab past a page's last control moves into a real browser's own toolbar. The headless shell has
// none, so focus wraps inside the page, where sonner sends focus leaving the toasts back to where
// it came from: a loop no user meets. Specs that walk a whole page with Tab run the full browser.
const TABBING_SPECS = /\/keyboard\.spec\.ts$/;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Per-port output so parallel runs on one machine never delete each other's artifacts.
  outputDir: `.data-e2e/results-${E2E_PORT}`,
  // CI machines are shared and slower to answer; a slow step there is not a failure.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  fullyParallel: true,
  // E2E_WORKERS tries another count; more than two timed out on the shared 2-core machine
  // (docs/decisions/019).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A click that lands while a lazily loaded part of the page is still hydrating can be lost (seen
  // once in CI on the website reviews page's "Write a Review"). Until pages work before their
  // scripts, CI tries a failed test once more; Playwright still reports it as flaky, by name.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every test, kept or not, took a quarter of the suite's time on the
    // 2-core machine (docs/decisions/019). A failure prints its error, call log and page
    // snapshot and keeps a screenshot; `npm run test:e2e -- --trace retain-on-failure` records
    // traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // These specs count the public listings and read the samples' reviews; every other spec may
    // add, review or delete listings in the shared database, so they run once these are done.
    { name: 'counts', testMatch: COUNTING_SPECS, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testIgnore: [COUNTING_SPECS, TABBING_SPECS],
      dependencies: ['counts'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'full browser',
      testMatch: TABBING_SPECS,
      dependencies: ['counts'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(E2E_PORT) },
  },
});
