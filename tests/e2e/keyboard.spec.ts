import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, test } from './fixtures.ts';

// The main flows work with the keyboard alone — no click, no fill; only Tab, Shift+Tab,
// Enter, Space, arrow keys, Escape and typed text.

const PUGET = 'Puget Vista Independent Living';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function activate(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a family searches, filters, opens, saves and reviews a community, signing in and out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = await createAccount(page.request, { name: 'Kim Keyboard' });
  await page.goto('/');

  // Sign in from the header.
  await activate(page, page.getByRole('link', { name: 'Log In' }));
  const auth = page.getByRole('dialog', { name: 'Welcome to CareNest' });
  await expect(auth).toBeVisible();
  await typeInto(page, auth.getByLabel('Email'), person.email);
  await typeInto(page, auth.getByLabel('Password', { exact: true }), person.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(auth).toBeHidden();

  // Search from the home page.
  const search = page.getByRole('search').getByLabel('Location, city, or zip code');
  await typeInto(page, search, 'wa');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/browse\?location=wa/);

  // Filter by care type in the sidebar.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const independent = filters.getByRole('checkbox', { name: 'Independent Living' });
  await activate(page, independent, 'Space');
  await expect(independent).toBeChecked();
  await expect(page).toHaveURL(/type=independent-living/);

  // Open the community and save it.
  await activate(page, page.getByRole('link', { name: PUGET }));
  const detail = page.getByRole('dialog', { name: PUGET });
  await expect(detail).toBeVisible();
  await activate(page, detail.getByRole('button', { name: 'Save', exact: true }));
  await expect(detail.getByRole('button', { name: 'Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Write a review: arrows choose the stars, Tab moves on, Enter sends.
  await activate(page, detail.getByRole('button', { name: 'Write a Review' }));
  const form = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(form).toBeVisible();
  await tabTo(page, form.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  // Its own words: a retried test finds the first attempt's review on the same community.
  const words = `Bright rooms and kind staff (${person.email}).`;
  await typeInto(page, form.getByLabel('Your Review (Optional)'), words);
  await activate(page, form.getByRole('button', { name: 'Submit Review' }));
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(detail.getByText(words)).toBeVisible();

  // Close the dialog with Escape and sign out from the account menu.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await activate(page, page.getByRole('button', { name: 'Account menu' }));
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  for (
    let i = 0;
    i < 10 && !(await signOut.evaluate((el) => el === document.activeElement));
    i += 1
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
});

test('a provider subscribes and creates a listing with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const provider = await createAccount(page.request, { type: 'provider', name: 'Kai Keys' });
  await page.goto('/auth');
  await typeInto(page, page.getByLabel('Email'), provider.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), provider.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in successfully!')).toBeVisible();

  await page.goto('/dashboard?tab=subscription');
  const basic = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Basic', exact: true }) });
  await activate(page, basic.getByRole('button', { name: 'Select Plan' }));
  const confirm = page.getByRole('alertdialog', { name: 'Activate the Basic plan?' });
  await expect(confirm).toBeVisible();
  await activate(page, confirm.getByRole('button', { name: 'Activate Basic' }));
  await expect(page.getByText('Basic subscription activated!')).toBeVisible();

  // Tabs follow the arrow keys; Add Listing opens the form.
  await tabTo(page, page.getByRole('tab', { name: 'Subscription' }), { back: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Listings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await activate(page, page.getByRole('link', { name: 'Add Listing' }));
  await expect(page.getByRole('heading', { name: 'Create New Listing', level: 1 })).toBeVisible();

  const title = `Keyboard Commons ${Date.now()}`;
  await typeInto(page, page.getByLabel('Listing Title', { exact: true }), title);
  await tabTo(page, page.getByLabel('Care Type', { exact: true }));
  await page.keyboard.press('ArrowDown');
  await typeInto(
    page,
    page.getByLabel('Description', { exact: true }),
    'A small, friendly community with a garden, daily outings and nurses on call.',
  );
  await typeInto(page, page.getByLabel('Street Address'), '12 Keyboard Way');
  await typeInto(page, page.getByLabel('City', { exact: true }), 'Salem');
  await typeInto(page, page.getByLabel('State', { exact: true }), 'OR');
  await typeInto(page, page.getByLabel('ZIP Code'), '97301');
  await typeInto(page, page.getByLabel('Starting Price per month'), '3900');
  await activate(page, page.getByRole('switch', { name: 'Phone Contact' }), 'Space');
  await typeInto(page, page.getByLabel('Phone Number'), '5035550199');
  await activate(page, page.getByRole('button', { name: 'Create Listing' }));
  await expect(page.getByText('Listing created successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
});

test('after signing in on /auth, the next Tab starts at the top of the new page', async ({
  page,
}) => {
  const person = await createAccount(page.request, { name: 'Tab Topper' });
  await page.goto('/auth');
  await typeInto(page, page.getByLabel('Email'), person.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
