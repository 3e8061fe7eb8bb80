import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { E2E_PORT } from './base-url.ts';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures.ts';
import { freePort } from './own-server.ts';

// SAMPLE_LISTINGS=auto (the default): the six samples lead a new directory and step aside once it
// holds 12 public real listings (docs/architecture.md §5.7); `never` hides them from the start. The suite's
// own server keeps them `always` (the other specs rely on it), so each test here starts a server
// of its own, with an empty database, on the same web build.

type ExtraServer = { baseURL: string; output: () => string };

async function untilHealthy(
  baseURL: string,
  child: ChildProcess,
  mode: string,
  output: () => string,
) {
  // Starting from an empty database is slow on a busy machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`${baseURL}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The SAMPLE_LISTINGS=${mode} server did not start:\n${output()}`);
}

/**
 * Runs `use` against a server of its own (empty database, the given SAMPLE_LISTINGS), started for
 * this test only so a worker never starts a server it does not use. A server that fails to come
 * up fails the test with what it printed.
 */
async function withServer(mode: 'auto' | 'never', use: (server: ExtraServer) => Promise<void>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      E2E_WEB_PORT: String(E2E_PORT),
      SAMPLE_LISTINGS: mode,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => void (printed = (printed + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { baseURL: `http://localhost:${port}`, output: () => printed };
  try {
    await untilHealthy(server.baseURL, child, mode, server.output);
    await use(server);
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(`.data-e2e/db-${port}`, { recursive: true, force: true });
  }
}

async function premiumProvider(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const email = uniqueEmail('auto-samples');
  const account = { email, password: PASSWORD, name: 'Auto Samples' };
  expect(
    (
      await api.post('/api/auth/sign-up/email', {
        data: { ...account, type: 'provider', company: 'Real Homes Co' },
      })
    ).ok(),
  ).toBeTruthy();
  expect((await api.post('/api/auth/sign-in/email', { data: account })).ok()).toBeTruthy();
  expect((await api.put('/api/subscription', { data: { plan: 'Premium' } })).ok()).toBeTruthy();
  return api;
}

async function addListings(api: APIRequestContext, from: number, to: number) {
  for (let i = from; i <= to; i += 1) {
    const response = await api.post('/api/provider/listings', {
      data: listingBody({
        title: `Real Community ${i}`,
        careType: 'memory-care',
        city: 'Salem',
        zipCode: '97301',
        pricingStartingAt: 3000 + i,
      }),
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('the samples lead a new directory and step aside at 12 real listings', async ({ page }) => {
  test.setTimeout(360_000);
  await withServer('auto', async ({ baseURL }) => {
    await page.goto(`${baseURL}/browse`);
    await expect(page.getByText('6 results')).toBeVisible();
    await expect(page.getByText('Sample listing')).toHaveCount(6);

    const provider = await premiumProvider(baseURL);
    await addListings(provider, 1, 11);
    await page.goto(`${baseURL}/browse`);
    await expect(page.getByText('17 results')).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText('Sample listing');

    await addListings(provider, 12, 12);
    await page.goto(`${baseURL}/browse`);
    await expect(page.getByText('12 results')).toBeVisible();
    await expect(page.getByText('Sample listing')).toHaveCount(0);
    await page.goto(baseURL);
    await expect(page.getByRole('heading', { name: 'Featured communities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Real Community/ }).first()).toBeVisible();
    await expect(page.getByText('Sample listing')).toHaveCount(0);
    await provider.dispose();
  });
});

test('SAMPLE_LISTINGS=never shows no sample, even in an empty directory', async ({ page }) => {
  test.setTimeout(300_000);
  await withServer('never', async ({ baseURL }) => {
    await page.goto(`${baseURL}/browse`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('0 results')).toBeVisible();
    await expect(page.getByText('Sample listing')).toHaveCount(0);
    await page.goto(baseURL);
    await expect(page.getByText('Sample listing')).toHaveCount(0);
  });
});
