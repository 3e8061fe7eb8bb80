import { expect, PASSWORD, test, uniqueEmail } from './fixtures.ts';

// A hurried person acts the moment the HTML shows, long before the delayed scripts run.
test.use({ waitsForHydration: false });

// A person who clicks the moment the page shows, on a slow phone: the scripts arrive seconds
// after the HTML and the CPU runs four times slower. Every control that looks ready must work
// then, whether the page has hydrated or not (docs/architecture.md §1).
test('signs up and signs in while the scripts are still on their way', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
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
