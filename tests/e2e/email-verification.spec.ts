import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';
import { mailCount, mailLink, VERIFY_MAIL } from './mail.ts';

// The verification link says it worked (or why not), and a signed-in person whose
// address is not verified sees a small reminder that can resend the link or be dismissed.

const verifyLinkFor = (email: string) => mailLink(email, VERIFY_MAIL.subject, VERIFY_MAIL.link);

test('an unverified person sees a dismissible reminder, resends the link and verifies', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const person = await createAccount(page.request, { name: 'Vera Verify' });
  await signInViaApi(page, person);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText('Please verify your email address');
  await expect(banner).toContainText(person.email);
  await expectNoAxeViolations(page);

  // Resend: a second email arrives and the button says so.
  await expect.poll(() => mailCount(person.email, VERIFY_MAIL.subject)).toBe(1);
  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText(`A new link is on its way to ${person.email}`)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Link sent' })).toBeDisabled();
  await expect.poll(() => mailCount(person.email, VERIFY_MAIL.subject)).toBe(2);

  // Dismissed, it stays away while browsing in this tab.
  await banner.getByRole('button', { name: 'Dismiss email verification reminder' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The emailed link lands on a page that says it worked.
  const link = verifyLinkFor(person.email)!;
  const fresh = await context.newPage();
  await fresh.goto(link);
  await expect(fresh).toHaveURL(/\/email-verified$/);
  await expect(fresh.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await expect(fresh.getByText('Your email address is verified.')).toBeVisible();
  await expect(fresh.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
  await expectNoAxeViolations(fresh);
  // A new tab (the dismissal was only for the other one) shows no reminder any more.
  await fresh.goto('/');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(fresh.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
});

test('a broken or expired link says so and offers to send a new one', async ({ page }) => {
  const person = await createAccount(page.request);
  await expect.poll(() => verifyLinkFor(person.email)).not.toBeNull();
  const link = new URL(verifyLinkFor(person.email)!);
  link.searchParams.set('token', `${link.searchParams.get('token')}broken`);
  await page.goto(link.href);
  await expect(page).toHaveURL(/\/email-verified\?error=INVALID_TOKEN$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a new link is on its way' }),
  ).toBeVisible();
  await expect.poll(() => mailCount(person.email, VERIFY_MAIL.subject)).toBe(2);

  await page.goto('/email-verified?error=TOKEN_EXPIRED');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has expired' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
});
