import {
  createAccount,
  expect,
  expectNoAxeViolations,
  PASSWORD,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { mailLink, RESET_MAIL } from './mail.ts';

test.describe('accounts', () => {
  test('a family member signs up in the dialog, then signs in and out', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to CareNest' });
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('radio', { name: 'Family Member' })).toBeChecked();
    await expect(dialog.getByLabel('Company name')).toBeHidden();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('family');
    await dialog.getByLabel('Full name').fill('Maria Lopez');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    // The terms box is required.
    await expect(dialog.getByText('You must agree to the Terms and Privacy Policy')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /I agree to the Terms and Privacy Policy/ }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('Account created successfully! Please verify your email.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome to CareNest' });
    await expect(login.getByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expect(login).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Maria Lopez')).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Favorites' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Provider Dashboard' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('a provider chosen before the script runs sees the company field at once; nothing moves as it hydrates', async ({
    page,
  }) => {
    // The page's scripts are held until the choice is made, as on a slow phone.
    const held: (() => void)[] = [];
    let holding = true;
    await page.route('**/*.js', async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await page.goto('/auth?tab=signup', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: 'Care Provider' }).check();
    await expect(page.getByLabel('Company name')).toBeVisible();
    const terms = page.getByRole('checkbox', { name: /I agree/ });
    const before = await terms.boundingBox();
    holding = false;
    held.forEach((release) => release());
    await page.waitForLoadState('networkidle');
    for (let round = 0; round < 2; round += 1) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    }
    expect(await terms.boundingBox()).toEqual(before);
    await expect(page.getByLabel('Company name')).toBeVisible();
    await terms.check();
    await expect(terms).toBeChecked();
  });

  test('a care provider must give a company name, and sees the Provider Dashboard link', async ({
    page,
  }) => {
    await page.goto('/auth?tab=signup');
    await page.getByRole('radio', { name: 'Care Provider' }).check();
    const email = uniqueEmail('provider');
    await page.getByLabel('Full name').fill('Pat Provider');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await page.getByLabel('Company name').fill('Evergreen Senior Living');
    // Refused by the server (sent before the script ran), the form comes back without the
    // password, as every server-handled form does; refused by the script, it is still there.
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('Account created successfully! Please verify your email.'),
    ).toBeVisible();

    // The /auth page switches to the login tab with the email filled in.
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Provider Dashboard' })).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const user = await createAccount(request);
    await page.goto('/auth');
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('/auth redirects a signed-in user to the home page', async ({ page, request }) => {
    const user = await createAccount(request);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });
});

test('unknown pages show the 404 page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test.describe(() => {
  test('the header services menu lists seven care pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Services/ }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(7);
    await expectNoAxeViolations(page);
  });
});

test('forgot password: the request page answers without revealing accounts; a bad link says so', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for nobody-here@example.com' }),
  ).toBeVisible();

  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Reset link not valid' })).toBeVisible();
  await page.goto('/reset-password?token=abc');
  await page.getByLabel('New password', { exact: true }).fill('new-password-1');
  await page.getByLabel('Confirm new password').fill('different-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Confirm new password').fill('new-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/invalid token/i)).toBeVisible();
});

test('forgot password end to end: the emailed link sets a new password', async ({
  page,
  request,
}) => {
  const user = await createAccount(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();

  // Without SMTP the server writes mail to DATA_DIR/mail as .eml files: read the link there.
  let link: string | null = null;
  await expect
    .poll(() => (link = mailLink(user.email, RESET_MAIL.subject, RESET_MAIL.link)), {
      timeout: 10_000,
    })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('a-fresh-password-42');
  await page.getByLabel('Confirm new password').fill('a-fresh-password-42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('a-fresh-password-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
});
