import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { account, freePort, startServer, stop, untilHealthy } from './own-server.ts';

// The admin role comes from the command line only, and on the embedded database the command
// needs the server stopped. So this test runs a server of its own: accounts and a review are
// made, the server stops, `npm run admin -- grant` runs on its data, and the server starts again.

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
