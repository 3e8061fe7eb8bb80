import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './base-url.ts';
import { expect, expectNoAxeViolations, PASSWORD, test, uniqueEmail } from './fixtures.ts';

// The admin role comes from the command line only, and on the embedded database the command
// needs the server stopped. So this test runs a server of its own: accounts and a review are
// made, the server stops, `npm run admin -- grant` runs on its data, and the server starts again.

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, 'localhost', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function startServer(port: number, keepData: boolean): ChildProcess {
  return spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      E2E_WEB_PORT: String(E2E_PORT),
      ...(keepData ? { E2E_KEEP_DATA: '1' } : {}),
    },
    stdio: 'ignore',
  });
}

async function untilHealthy(baseURL: string, child: ChildProcess) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`${baseURL}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The moderation test server did not start');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Signs up and in through the page's own request context (its cookies follow the page). */
async function account(page: Page, baseURL: string, fields: Record<string, string>) {
  const headers = { origin: baseURL };
  const email = uniqueEmail(fields.type ?? 'seeker');
  const up = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, type: 'seeker', ...fields },
    headers,
  });
  expect(up.ok(), await up.text()).toBe(true);
  const signIn = () =>
    page.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email, password: PASSWORD },
      headers,
    });
  expect((await signIn()).ok()).toBe(true);
  return { email, signIn };
}

test('a family reports a review and an admin removes it from the console', async ({ browser }) => {
  test.setTimeout(420_000);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const headers = { origin: baseURL };
  let server = startServer(port, false);
  const family = await browser.newPage({ baseURL });
  const adminPage = await browser.newPage({ baseURL });
  try {
    await untilHealthy(baseURL, server);
    const reviewer = await browser.newPage({ baseURL });
    await account(reviewer, baseURL, { name: 'Rex Reviewer' });
    const posted = await reviewer.request.post('/api/listings/2/reviews', {
      data: { rating: 1, title: 'Scam', comment: 'Call 555-0100 for the real prices' },
      headers,
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await reviewer.close();
    await account(family, baseURL, { name: 'Fern Family' });
    const admin = await account(adminPage, baseURL, { name: 'Ada Admin' });

    // Only the command line grants the role, while the embedded database is free.
    await stop(server);
    const grant = spawnSync(process.execPath, ['scripts/admin.mjs', 'grant', admin.email], {
      env: { ...process.env, DATA_DIR: `.data-e2e/db-${port}`, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(grant.status, grant.stderr).toBe(0);
    expect(grant.stdout).toContain('is now an admin');
    server = startServer(port, true);
    await untilHealthy(baseURL, server);

    // The family reports the review from the community's dialog.
    await family.goto('/browse?listing=2');
    const item = family.getByRole('listitem').filter({ hasText: 'Rex Reviewer' });
    await item.getByRole('button', { name: 'Report this review' }).click();
    const form = family.getByRole('dialog', { name: 'Report this review' });
    await form.getByLabel('Personal information').check();
    await form.getByLabel('Details (Optional)').fill('It gives a phone number.');
    for (const width of [1280, 390]) {
      await family.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(family);
      await family.screenshot({ path: `test-results/report-form-${width}.png` });
    }
    await form.getByRole('button', { name: 'Send Report' }).click();
    await expect(family.getByText('Thank you. CareNest will look at your report.')).toBeVisible();
    // Still published while reported.
    await expect(item).toBeVisible();

    // The admin removes it from the console, with a reason, and the log records it.
    await admin.signIn();
    await adminPage.goto('/admin');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const report = adminPage.getByRole('listitem').filter({ hasText: 'It gives a phone number.' });
    await expect(report.getByText('Call 555-0100 for the real prices')).toBeVisible();
    for (const width of [1280, 390]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(adminPage);
      await adminPage.screenshot({ path: `test-results/admin-${width}.png`, fullPage: true });
    }
    await report.getByLabel(/^Reason/).fill('Reviews may not carry phone numbers.');
    await report.getByRole('button', { name: 'Remove review' }).click();
    await expect(adminPage.getByText('Review removed; the author was told why')).toBeVisible();
    await expect(adminPage.getByText('No open reports.')).toBeVisible();
    const log = adminPage.getByRole('region', { name: 'Moderation log' });
    const removal = log.getByRole('listitem').filter({ hasText: 'Removed a review' });
    await expect(removal).toContainText('Reviews may not carry phone numbers.');
    await expect(removal).toContainText(admin.email);
    await expect(removal).toContainText('Review of “Puget Vista Independent Living”');
    // The grant from the command line is in the log too.
    await expect(log.getByText('Granted admin')).toBeVisible();
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(adminPage);
    await adminPage.screenshot({ path: 'test-results/admin-after-1280.png', fullPage: true });

    await family.reload();
    await expect(family.getByText('Call 555-0100 for the real prices')).toHaveCount(0);
    // The family cannot open the console.
    expect((await family.request.get('/admin')).status()).toBe(404);
  } finally {
    await family.close();
    await adminPage.close();
    await stop(server);
    rmSync(`.data-e2e/db-${port}`, { recursive: true, force: true });
  }
});
