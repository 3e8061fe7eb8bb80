import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { E2E_PORT } from './base-url.ts';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures.ts';

// SAMPLE_LISTINGS=auto (the default): the six samples lead a new directory and step aside once it
// holds 12 public real listings (DESIGN.md §5.7); `never` hides them from the start. The suite's
// own server keeps them `always` (the other specs rely on it), so this spec starts two more
// servers, each with its own empty database, on the same web build.

type ExtraServer = { process: ChildProcess; port: number; baseURL: string };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, 'localhost', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServer(mode: 'auto' | 'never'): Promise<ExtraServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      E2E_WEB_PORT: String(E2E_PORT),
      SAMPLE_LISTINGS: mode,
    },
    stdio: 'ignore',
  });
  return { process: child, port, baseURL: `http://localhost:${port}` };
}

const healthy = (server: ExtraServer) =>
  expect
    .poll(
      () =>
        fetch(`${server.baseURL}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 290_000 },
    )
    .toBe(200);

let auto: ExtraServer;
let never: ExtraServer;
let baseURL: string;

test.beforeAll(async () => {
  // Servers start from an empty database: slow on a busy machine.
  test.setTimeout(300_000);
  [auto, never] = await Promise.all([startServer('auto'), startServer('never')]);
  baseURL = auto.baseURL;
  await Promise.all([healthy(auto), healthy(never)]);
});

test.afterAll(async () => {
  for (const server of [auto, never]) {
    server.process.kill('SIGTERM');
    await new Promise((resolve) => server.process.once('exit', resolve));
    rmSync(`.data-e2e/db-${server.port}`, { recursive: true, force: true });
  }
});

async function premiumProvider(): Promise<APIRequestContext> {
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
  test.setTimeout(120_000);
  await page.goto(`${baseURL}/browse`);
  await expect(page.getByText('6 results')).toBeVisible();
  await expect(page.getByText('Sample listing')).toHaveCount(6);

  const provider = await premiumProvider();
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

test('SAMPLE_LISTINGS=never shows no sample, even in an empty directory', async ({ page }) => {
  await page.goto(`${never.baseURL}/browse`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('0 results')).toBeVisible();
  await expect(page.getByText('Sample listing')).toHaveCount(0);
  await page.goto(never.baseURL);
  await expect(page.getByText('Sample listing')).toHaveCount(0);
});
