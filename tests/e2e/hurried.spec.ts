import type { Page } from '@playwright/test';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures.ts';

// A person who clicks the moment the page shows, on a slow phone: the scripts arrive seconds
// after the HTML and the CPU runs four times slower. Every control that looks ready must work
// then, whether the page has hydrated or not (docs/architecture.md §1).
/** A slow phone: four times slower CPU, and the app's scripts seconds behind the HTML. */
async function slowPhone(page: Page, { bootToo = true, delayMs = 4_000 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const isBoot = /\/assets\/boot-[\w-]+\.js$/.test(route.request().url());
    if (bootToo || !isBoot) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Holds the app's scripts until the returned function is called (the HTML arrives at once); with
 * `bootToo: false`, not the small boot module that holds early presses.
 */
async function holdScripts(page: Page, { bootToo = true } = {}): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const isBoot = /\/assets\/boot-[\w-]+\.js$/.test(route.request().url());
    if (bootToo || !isBoot) await held;
    await route.continue();
  });
  return release;
}

test('signs up and signs in while the scripts are still on their way', async ({ page }) => {
  test.setTimeout(120_000);
  await slowPhone(page);
  const email = uniqueEmail('hurried');

  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Log In' }).click();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel');
  await expect(signUp.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await signUp.getByLabel('Full name').fill('Harry Hurried');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }).check();
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  // Either the script or the server created the account; both lead to the Login tab.
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  const login = page.getByRole('tabpanel');
  await expect(login.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  expect(page.url()).not.toContain(PASSWORD);
});

// Buttons need the app's script. Clicked before it has run, they are held by the small boot
// module (which comes with the HTML) and take effect once the page has hydrated.
test('a menu button clicked before the app runs works once it does', async ({ page }) => {
  test.setTimeout(90_000);
  await slowPhone(page, { bootToo: false, delayMs: 1_000 });
  await page.goto('/');
  await page.getByRole('button', { name: /Services/ }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(7, { timeout: 20_000 });
});

// A card is held too when the app follows within a few seconds (it opens the dialog); later than
// that it is followed as the link it is. The scripts are let go right after the click, so the
// app follows at once whatever else the machine is doing (a 4× slower CPU on a busy CI machine
// took more than those seconds, and the card then opened as its page).
test('a card clicked before the app runs opens its dialog once it does', async ({ page }) => {
  const releaseScripts = await holdScripts(page, { bootToo: false });
  // The boot module asks for the app's modules only after it holds clicks: a link clicked before
  // that is followed natively, as without any script.
  const bootRan = page.waitForRequest(
    (request) => /\/assets\/.+\.js$/.test(request.url()) && !/\/boot-/.test(request.url()),
  );
  await page.goto('/browse?type=memory-care', { waitUntil: 'commit' });
  await bootRan;
  await page.getByRole('link', { name: 'Columbia Riverside Memory Care' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  releaseScripts();
  await expect(page.getByRole('dialog', { name: 'Columbia Riverside Memory Care' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/browse\?type=memory-care&listing=/);
});

// Typing needs no script, so a family may have typed half a town before the app runs; the
// suggestions for that text come once it does, with no further key pressed.
test('a place typed before the app runs gets its suggestions once it does', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.pressSequentially('Seat');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  releaseScripts();
  const seattle = page.getByRole('option', { name: 'Seattle, WA' });
  await expect(seattle).toBeVisible({ timeout: 20_000 });
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL('/browse?location=Seattle%2C+WA');
});

// The page is readable before its script runs; whoever scrolled down stays there when it runs.
test('a page scrolled before the app runs stays where it was scrolled', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/resources', { waitUntil: 'commit' });
  const question = page.getByText('Does Medicare pay for assisted living?');
  await question.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);

  releaseScripts();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 20_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await question.click();
  await expect(page.getByText(/Medicare pays for medical care/)).toBeVisible();
});

// The filters' Apply buttons are for browsers without scripts: where scripts run they are not
// shown even before the app starts, so nothing moves when it does, and a box ticked before then
// is applied once it has.
test('filters ticked before the app runs apply when it does, and nothing moves meanwhile', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/browse', { waitUntil: 'commit' });
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const zipApply = filters.getByRole('button', { name: 'Apply', exact: true });
  await expect(filters.getByRole('button', { name: 'Apply care types' })).toBeHidden();
  await filters.getByRole('checkbox', { name: 'Memory Care' }).check();
  await filters.getByRole('checkbox', { name: 'Medicaid' }).check();
  const before = await zipApply.boundingBox();

  releaseScripts();
  await expect(page).toHaveURL('/browse?type=memory-care&payment=medicaid', { timeout: 20_000 });
  await expect(filters.getByRole('checkbox', { name: 'Medicaid' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Memory Care' })).toBeChecked();
  expect(await zipApply.boundingBox()).toEqual(before);
});

// The phone's Filters button and the sidebar's toggle need the script; pressed before it runs,
// the press is held and replayed once it has (docs/decisions/083), not refused by a disabled
// button.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Filters button pressed before the app runs opens the filters once it does', async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page, { bootToo: false });
    await page.goto('/browse', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    releaseScripts();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible({ timeout: 20_000 });
    await expect(sheet.getByRole('checkbox', { name: 'Memory Care' })).toBeVisible();
  });
});

test('the sidebar hidden before the app runs is hidden once it does', async ({ page }) => {
  const releaseScripts = await holdScripts(page, { bootToo: false });
  await page.goto('/browse', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Hide filters' }).click();

  releaseScripts();
  await expect(page.getByRole('button', { name: 'Show filters' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
