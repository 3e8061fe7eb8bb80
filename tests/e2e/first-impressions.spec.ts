import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';

// Small things a family notices in the first minutes.

test('signing out from the profile page lands on the home page', async ({ page, request }) => {
  const user = await createAccount(request, { name: 'Olive Sign-Out' });
  await signInViaApi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('social sign-in buttons are not offered when the server has none configured', async ({
  page,
}) => {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Or continue with')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
  await expect(page.getByText(/not configured/)).toHaveCount(0);
});

test('the browse search placeholder fits its box on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/browse');
  const input = page.getByLabel('Location, city, or zip code');
  await expect(input).toBeVisible();
  const fit = await input.evaluate((el) => {
    const box = el as HTMLInputElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(box.placeholder).width, room };
  });
  expect(fit.text).toBeGreaterThan(0);
  expect(fit.text).toBeLessThanOrEqual(fit.room);
});

test('the review title stops at 100 characters and shows a counter', async ({ page, request }) => {
  const user = await createAccount(request, { name: 'Tess Title' });
  await signInViaApi(page, user);
  await page.goto('/reviews');
  await page.getByRole('button', { name: /Write a Review|Update Your Review/ }).click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByLabel('Review Title (Optional)');
  await expect(dialog.getByText('0/100 characters')).toBeVisible();
  await title.fill('A'.repeat(150));
  await expect(title).toHaveValue('A'.repeat(100));
  await expect(dialog.getByText('100/100 characters')).toBeVisible();
  await expect(title).toHaveAccessibleDescription(/100\/100 characters/);
  await expectNoAxeViolations(page);
});

for (const path of ['/', '/reviews']) {
  test(`while the page code for ${path} loads there is a main landmark and an h1`, async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold every lazily loaded page chunk until the loading state has been checked.
    await page.route(/\/assets\/(home|reviews)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // goto waits for hydration, which waits for the held chunk: check the page meanwhile.
    const opened = page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    release();
    await opened;
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
