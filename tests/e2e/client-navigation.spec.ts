import { expect, openInApp, test, waitForHydration } from './fixtures.ts';

// A click inside the app runs the next page's route loader in the browser, the same code that
// loads it on the server (docs/architecture.md, "One page's life").

const ROSE_PATH = '/communities/rose-city-gardens-assisted-living-1';
const CITY_PATH = '/assisted-living/or/portland';

test('a link loads the next page’s data first, then shows that page whole', async ({ page }) => {
  await page.goto(ROSE_PATH);
  // What is tested is the app's own navigation: before the script runs the link is a plain link
  // and the server renders the next page.
  await waitForHydration(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/city-pages${CITY_PATH}`, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(`**/api/city-pages${CITY_PATH}`);
  await page.getByRole('link', { name: 'More assisted living in and near Portland' }).click();
  await asked;
  // While the loader waits for the API the community page stays: no half-loaded city page.
  await expect(page).toHaveURL(ROSE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Rose City Gardens' })).toBeVisible();
  release();
  await expect(page).toHaveURL(CITY_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Assisted Living in Portland, OR' }),
  ).toBeVisible();
  await expect(page.getByText('Loading communities')).toHaveCount(0);
});

test('inside the app too, a wrong slug moves to the community’s address and an unknown city is not found', async ({
  page,
}) => {
  await openInApp(page, '/communities/an-old-name-1');
  await expect(page).toHaveURL(ROSE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Rose City Gardens' })).toBeVisible();

  await openInApp(page, '/assisted-living/or/no-such-town');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('a link at the foot of a page opens the next page at its top', async ({ page }) => {
  await page.goto('/resources');
  await waitForHydration(page);
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await privacy.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await privacy.click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
