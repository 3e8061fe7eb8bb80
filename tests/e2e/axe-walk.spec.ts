import type { Page } from '@playwright/test';
import { CONTENT_PAGE_PATHS } from '#shared/site-pages.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { E2E_BASE_URL } from './base-url.ts';
import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';

// axe's full default rule set finds nothing on any page, dialog or dashboard tab, on a
// desktop and on a 390 px phone.

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const ROSE = 'Rose City Gardens Assisted Living';
const headers = { origin: E2E_BASE_URL };

const PUBLIC_PAGES = [
  '/',
  '/browse',
  '/browse?type=memory-care&minPrice=2000',
  '/reviews',
  '/resources',
  '/resources/guides/choosing-a-community',
  '/services/assisted-living',
  '/communities/rose-city-gardens-assisted-living-1',
  '/compare?ids=1,2,3&near=Portland%2C%20OR',
  '/alerts/unsubscribe?token=not-a-token',
  '/auth',
  '/auth?tab=signup',
  '/forgot-password',
  '/reset-password?error=INVALID_TOKEN',
  '/email-verified',
  '/email-verified?error=TOKEN_EXPIRED',
  '/no-such-page',
  ...CONTENT_PAGE_PATHS,
];

/**
 * The public pages in groups of four, one test per group: one test walking all of them took
 * minutes on one worker while the others had finished (docs/decisions/019).
 */
const PAGE_GROUPS = Array.from({ length: Math.ceil(PUBLIC_PAGES.length / 4) }, (_, i) =>
  PUBLIC_PAGES.slice(i * 4, i * 4 + 4),
);

/** Opens the page, waits for its h1 and checks it. */
async function check(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const size of WIDTHS) {
  test.describe(`axe at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const paths of PAGE_GROUPS) {
      test(`public pages ${paths.join(' ')}`, async ({ page }) => {
        test.setTimeout(90_000);
        for (const path of paths) await check(page, path);
      });
    }

    test("browse with the map open, and a marker's card", async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/browse?view=map&bbox=-122.75,45.45,-122.55,45.7');
      await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.map-point').first()).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      await page.locator('.map-point').first().click();
      await expect(page.getByRole('link', { name: /^View details of / })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the auth, listing, gallery and tour dialogs', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      const logIn = page.getByRole('link', { name: 'Log In' });
      if (size.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      await logIn.first().click();
      const auth = page.getByRole('dialog', { name: 'Welcome to CareNest' });
      await expect(auth).toBeVisible();
      await expectNoAxeViolations(page);
      await auth.getByRole('tab', { name: 'Sign Up' }).click();
      await expectNoAxeViolations(page);

      await page.goto('/browse?listing=1');
      const detail = page.getByRole('dialog', { name: ROSE });
      await expect(detail).toBeVisible();
      await expectNoAxeViolations(page);
      await detail.getByRole('button', { name: 'Open photo 1 of 2 in full screen' }).click();
      // The full-screen gallery is a second dialog named after the community.
      await expect(page.getByRole('dialog', { name: ROSE })).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: ROSE })).toHaveCount(1);
      await detail.getByRole('button', { name: 'Schedule Tour' }).click();
      await expect(page.getByRole('dialog', { name: 'Schedule a Tour' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('signed-in pages, review dialogs and the review delete confirmation', async ({ page }) => {
      test.setTimeout(120_000);
      const person = await createAccount(page.request, { name: 'Axe Family' });
      await signInViaApi(page, person);
      // The profile's saved searches with one in them (and browse's "Save this search").
      const saved = await page.request.post('/api/saved-searches', {
        data: { name: 'Near Mom', query: 'type=memory-care', frequency: 'weekly' },
        headers,
      });
      expect(saved.status()).toBe(201);
      await page.goto('/browse');
      await page.getByText('Save this search').click();
      await expect(page.getByLabel('E-mail me new matches')).toBeVisible();
      await expectNoAxeViolations(page);
      for (const path of ['/', '/profile', '/favorites', '/reviews']) await check(page, path);
      await page.getByRole('button', { name: /Write a Review|Update Your Review/ }).click();
      await expect(
        page.getByRole('dialog', { name: /Write a Review|Update Your Review/ }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/browse?listing=4');
      const detail = page.getByRole('dialog', { name: 'Lakeview Respite Suites' });
      await detail.getByRole('button', { name: 'Write a Review' }).click();
      const form = page.getByRole('dialog', { name: 'Write a Review' });
      await expect(form).toBeVisible();
      await expectNoAxeViolations(page);
      await form.getByRole('radio', { name: '4 stars' }).click();
      await form
        .getByLabel('Your Review (Optional)')
        .fill('Friendly staff and a lovely garden to walk in every day.');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expect(form).toBeHidden();
      await detail
        .getByRole('button', { name: /Delete/ })
        .first()
        .click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      // Leave the shared sample as other specs expect it.
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirm).toBeHidden();
    });

    test('every dashboard tab, the listing forms and the provider confirmations', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const provider = await createAccount(page.request, {
        type: 'provider',
        name: 'Axe Provider',
      });
      await signInViaApi(page, provider);
      await check(page, '/dashboard?tab=subscription');
      await page.getByRole('button', { name: 'Select Plan' }).first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Activate Basic' }).click();
      await expect(page.getByText('Basic subscription activated!')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Keep Subscription' }).click();

      const created = await page.request.post('/api/provider/listings', {
        data: listingBody({ title: `Axe Gardens ${Date.now()}` }),
        headers,
      });
      expect(created.status()).toBe(201);
      const { id, title } = (await created.json()) as { id: string; title: string };
      for (const tab of ['listings', 'inquiries', 'analytics']) {
        await check(page, `/dashboard?tab=${tab}`);
      }
      await check(page, '/create-listing');
      await check(page, `/edit-listing/${id}`);
      await page.goto('/dashboard?tab=listings');
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      // Other specs count the public listings: leave none behind.
      await confirm.getByRole('button', { name: 'Delete Listing' }).click();
      await expect(confirm).toBeHidden();
    });
  });
}
