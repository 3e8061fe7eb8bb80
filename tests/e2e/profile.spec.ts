import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';

/** A valid 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('/profile sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth?next=%2Fprofile');
  await expect(page.getByRole('heading', { name: 'Welcome to CareNest' })).toBeVisible();
});

test('a family member edits name and phone, and the header menu follows', async ({
  page,
  request,
}) => {
  const user = await createAccount(request, { name: 'Maria Lopez' });
  await signInViaApi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Maria Lopez');
  // exact: the "Email verification" banner is also labelled "Email…" for an unverified account.
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(user.email);
  await expect(email).not.toBeEditable();
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expect(page.getByLabel('Account type')).toHaveValue('Family Member');
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Provider Dashboard' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  const phone = page.getByLabel('Phone number');
  await phone.pressSequentially('12345');
  await expect(phone).toHaveValue('(123) 45');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();

  await phone.fill('');
  await phone.pressSequentially('5035550142');
  await expect(phone).toHaveValue('(503) 555-0142');
  await page.getByLabel('Full name').fill('Maria Lopez-Garcia');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Maria Lopez-Garcia')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Maria Lopez-Garcia');
  await expect(page.getByLabel('Phone number')).toHaveValue('(503) 555-0142');
});

test('uploading a photo shows it on the page and in the header', async ({ page, request }) => {
  await signInViaApi(page, await createAccount(request, { name: 'Ada Photo' }));
  await page.goto('/profile');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await expect(trigger.locator('img')).toHaveCount(0);

  const picker = page.getByLabel('Change photo');
  await expect(picker).toHaveAttribute('accept', 'image/*');
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByText(/^Error updating profile: /)).toBeVisible();

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await expect(trigger.locator('img')).toHaveAttribute('src', /.+/);
  await expectNoAxeViolations(page);
});

test('a care provider sees the company and a link to the Provider Dashboard', async ({
  page,
  request,
}) => {
  const provider = await createAccount(request, { type: 'provider', company: 'Evergreen Care' });
  await signInViaApi(page, provider);
  await page.goto('/profile');
  await expect(page.getByLabel('Account type')).toHaveValue('Care Provider');
  await expect(page.getByLabel('Company name')).toHaveValue('Evergreen Care');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Provider Dashboard' }),
  ).toHaveAttribute('href', '/dashboard');
  await expectNoAxeViolations(page);
});

test('change password: the old one stops working, the new one signs in', async ({
  page,
  request,
}) => {
  const user = await createAccount(request);
  await signInViaApi(page, user);
  await page.goto('/profile');
  // A wrong current password is said at that field, which gets the focus.
  const current = page.getByLabel('Current password');
  await current.fill('not-my-password-at-all');
  await page.getByLabel('New password', { exact: true }).fill('violet-harbor-lantern');
  await page.getByLabel('Confirm new password').fill('violet-harbor-lantern');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(user.password);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Other devices have been signed out.'),
  ).toBeVisible();
  // Still signed in here.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  const login = (password: string) =>
    request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password },
      headers: { origin: new URL(page.url()).origin },
    });
  expect((await login(user.password)).status()).toBe(401);
  expect((await login('violet-harbor-lantern')).ok()).toBe(true);
});
