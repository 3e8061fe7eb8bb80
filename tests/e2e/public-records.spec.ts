import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { account, freePort, startServer, stop, untilHealthy } from './own-server.ts';

// Public records are imported by an operator while the embedded database is free, so this spec
// runs a server of its own: accounts are made, the server stops, the CMS fixture is imported and
// the admin role granted from the command line, and the server starts again on that data.

const CMS_FIXTURE = 'tests/fixtures/public-records/cms-provider-information.csv';
const TITLE = 'ROSE CITY NURSING AND REHABILITATION';

function command(script: string[], dataDir: string) {
  const run = spawnSync(process.execPath, script, {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

async function checkBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an unclaimed community from public records is found, shows its record, is claimed and approved', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = `.data-e2e/db-${port}`;
  let server = startServer(port, false);
  const family = await browser.newPage({ baseURL });
  const providerPage = await browser.newPage({ baseURL });
  const adminPage = await browser.newPage({ baseURL });
  try {
    await untilHealthy(baseURL, server);
    const provider = await account(providerPage, baseURL, {
      type: 'provider',
      name: 'Pat Provider',
      company: 'Rose City Care',
    });
    const plan = await providerPage.request.put('/api/subscription', {
      data: { plan: 'Basic' },
      headers: { origin: baseURL },
    });
    expect(plan.ok(), await plan.text()).toBe(true);
    const admin = await account(adminPage, baseURL, { name: 'Ada Admin' });

    await stop(server);
    const imported = command(
      [
        '--import',
        'tsx',
        'src/server/modules/public-records/import-cli.ts',
        'cms-nursing-homes',
        CMS_FIXTURE,
      ],
      dataDir,
    );
    expect(imported).toContain('11 added');
    expect(imported).toContain('line 13: "Overall Rating" is not 1 to 5 stars: 9');
    command(['scripts/admin.mjs', 'grant', admin.email], dataDir);
    server = startServer(port, true);
    await untilHealthy(baseURL, server);

    // A family finds it by place, like any community, and opens its page.
    await family.goto('/browse?location=Portland%2C+OR');
    const card = family.getByRole('article').filter({ hasText: TITLE });
    await expect(card.getByText('From public records')).toBeVisible();
    await family.goto(
      (await card.getByRole('link', { name: TITLE }).first().getAttribute('href'))!.replace(
        /\?.*$/,
        '',
      ),
    );
    await expect(family.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(
      family.getByText(
        'Details from public records as of October 1, 2025; not yet claimed by the community',
      ),
    ).toBeVisible();
    const panel = family.getByRole('region', { name: 'Licence and safety record' });
    await expect(panel.getByText('385001')).toBeVisible();
    await expect(panel.getByText('4 of 5 stars')).toBeVisible();
    await expect(panel.getByRole('link', { name: /Medicare Care Compare/ })).toHaveAttribute(
      'href',
      'https://www.medicare.gov/care-compare/details/nursing-home/385001',
    );
    await expect(family.getByText('Price not published').first()).toBeVisible();
    await expect(family.getByRole('heading', { name: 'Request a tour' })).toHaveCount(0);
    await checkBothWidths(family, 'public-record-community');

    // The provider claims it from the page.
    const communityUrl = family.url();
    await provider.signIn();
    await providerPage.goto(communityUrl);
    await providerPage.getByRole('button', { name: 'Claim this listing' }).click();
    await expect(providerPage.getByRole('status')).toContainText('Your claim was sent.');
    await checkBothWidths(providerPage, 'claim-sent');

    // The admin approves it from the console.
    await admin.signIn();
    await adminPage.goto('/admin');
    const claim = adminPage.getByRole('listitem').filter({ hasText: TITLE });
    await expect(claim).toContainText(provider.email);
    await expect(claim).toContainText('licence 385001');
    await checkBothWidths(adminPage, 'admin-claims');
    await claim.getByRole('button', { name: 'Approve claim' }).click();
    await expect(adminPage.getByText('No claims are waiting.')).toBeVisible();

    // The community is the provider's now; its record stays.
    await family.reload();
    await expect(family.getByText(/not yet claimed by the community/)).toHaveCount(0);
    await expect(family.getByRole('region', { name: 'Licence and safety record' })).toBeVisible();
    await expect(family.getByText('Rose City Care')).toBeVisible();
  } finally {
    await Promise.all([family.close(), providerPage.close(), adminPage.close()]);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
