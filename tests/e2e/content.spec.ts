import { CONTENT_PAGE_PATHS } from '#web/lib/paths.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('footer and marketing pages', () => {
  // axe-walk.spec.ts checks each of these pages for axe violations, at both widths.
  for (const path of CONTENT_PAGE_PATHS) {
    test(`${path} has one heading and real content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByText(/lorem ipsum|coming soon/i)).toHaveCount(0);
    });
  }

  test('the sitemap lists the site’s pages, care types and articles', async ({ page }) => {
    await page.goto('/sitemap');
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Browse communities', '/browse'],
      ['Memory Care', '/services/memory-care'],
      ['Home Care', '/services/home-care'],
      ['Moving Checklist', '/resources/moving-checklist'],
      ['Understanding Senior Living Costs', '/resources/financial/understanding-costs'],
      ['Preventing Caregiver Burnout', '/resources/caregiving/caregiver-burnout'],
      ['Privacy Policy', '/privacy'],
    ]) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(main.locator('a[href^="/services/"]')).toHaveCount(7);
    await expect(
      main.locator(
        'a[href^="/resources/guides/"], a[href^="/resources/financial/"], a[href^="/resources/caregiving/"]',
      ),
    ).toHaveCount(18);
  });

  test('provider login opens the sign-in dialog', async ({ page }) => {
    await page.goto('/provider-login');
    await expect(page.getByRole('link', { name: 'Sign up as a Care Provider' })).toHaveAttribute(
      'href',
      '/auth?tab=signup&type=provider',
    );
    await page.getByRole('button', { name: 'Log in as a provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to CareNest' });
    await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(page);
  });

  test('list your community shows both plans and links to provider sign-up', async ({ page }) => {
    await page.goto('/list-your-community');
    await expect(page.getByText('$49', { exact: true })).toBeVisible();
    await expect(page.getByText('$99', { exact: true })).toBeVisible();
    await expect(page.getByText('Up to 3 listings')).toBeVisible();
    await expect(page.getByText('Unlimited listings')).toBeVisible();
    await page.getByRole('link', { name: 'Sign up as a Care Provider' }).click();
    await expect(page).toHaveURL('/auth?tab=signup&type=provider');
    // The form opens as a provider's, with the company name asked for.
    await expect(page.getByRole('radio', { name: 'Care Provider' })).toBeChecked();
    await expect(page.getByLabel('Company name')).toBeVisible();
  });
});
