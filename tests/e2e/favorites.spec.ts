import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';

const PUGET = 'Puget Vista Independent Living';

test('signed out, the heart asks the visitor to log in', async ({ page }) => {
  await page.goto('/browse');
  const heart = page.getByRole('button', { name: `Save ${PUGET} to favorites` });
  await expect(heart).toBeEnabled();
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please log in to save favorites')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Welcome to CareNest' });
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  // Closed without logging in: focus is back on the heart, not at the top of the page.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
});

test('/favorites needs a session', async ({ page }) => {
  await page.goto('/favorites');
  await expect(page).toHaveURL('/auth?next=%2Ffavorites');
});

test('save a listing from browse, find it on /favorites, open it, and remove it', async ({
  page,
  request,
}) => {
  const user = await createAccount(request);
  await signInViaApi(page, user);

  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Browse Listings' }).click();
  await expect(page).toHaveURL('/browse');

  const heart = page.getByRole('button', { name: `Save ${PUGET} to favorites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'My Favorites' }).click();
  await expect(page).toHaveURL('/favorites');
  await expect(page.getByRole('heading', { name: 'My Favorites', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: PUGET })).toBeVisible();
  await expectNoAxeViolations(page);

  // Clicking the card opens the detail dialog, where the Save button shows it is saved.
  await page.getByRole('link', { name: PUGET }).click();
  const dialog = page.getByRole('dialog', { name: PUGET });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Saved' });
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await save.click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
});

test('a failed save reverts the heart and says so', async ({ page, request }) => {
  const user = await createAccount(request);
  await signInViaApi(page, user);
  await page.route('**/api/favorites/2', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"x"},"requestId":"r"}',
    }),
  );
  await page.goto('/browse');
  const heart = page.getByRole('button', { name: `Save ${PUGET} to favorites` });
  await heart.click();
  await expect(page.getByText('Failed to update favorites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
