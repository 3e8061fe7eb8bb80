import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Pages the sitemap does not list: the account forms, a sample community, a city page, a 404. */
const UNLISTED_PAGES = [
  '/auth',
  '/auth?tab=signup',
  '/forgot-password',
  '/reset-password?token=not-a-token',
  '/email-verified',
  '/communities/rose-city-gardens-assisted-living-1',
  '/browse?listing=00000000-0000-0000-0000-000000000001',
  '/assisted-living/or/portland',
  '/no-such-page',
];

/** Every console error and warning and every uncaught error while the page loads and hydrates. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A page's own 404 status, or an API's for an address that names nothing, is not a fault.
    if (message.text().includes('status of 404')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Until the scripts have loaded and the browser has been idle twice: hydration is over by then. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
}

test('every public page hydrates without a hydration error, a warning or a console error', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  );
  expect(listed.length, 'the sitemap lists the public pages').toBeGreaterThan(20);
  const failures: string[] = [];
  for (const path of [...listed, ...UNLISTED_PAGES]) {
    const problems = collectProblems(page);
    await page.goto(path);
    await settle(page);
    if (problems.length > 0) failures.push(`${path}:\n  ${problems.join('\n  ')}`);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  expect(failures).toEqual([]);
});
