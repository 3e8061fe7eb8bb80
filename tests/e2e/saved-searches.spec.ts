import { E2E_BASE_URL } from './base-url.ts';
import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';
import { mailCount, mailLink } from './mail.ts';
import { providerWithListing, uniqueSuffix } from './provider-listing.ts';

// Save a search, get the e-mail when a matching community is published, and stop the e-mails
// from the link without signing in (docs/decisions/045). The e2e server's alert "day" is 20 s.

const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/alerts\/unsubscribe\?token=[\w.%-]+/;

test('save a search, receive the alert, unsubscribe from the e-mail', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const family = await createAccount(page.request, { name: 'Alert Family' });
  await signInViaApi(page, family);
  const name = `Mom ${uniqueSuffix()}`;

  await page.goto('/browse?type=memory-care&location=Portland%2C%20OR');
  await page.getByText('Save this search').click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail me new matches').selectOption('daily');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible();

  // A provider publishes a memory-care community in Portland.
  const other = await browser.newContext({ baseURL: E2E_BASE_URL });
  const { title } = await providerWithListing(await other.newPage());
  await other.close();

  await expect
    .poll(() => mailLink(family.email, name, UNSUBSCRIBE_LINK), { timeout: 60_000 })
    .not.toBeNull();
  expect(mailCount(family.email, title)).toBe(1);
  const link = mailLink(family.email, name, UNSUBSCRIBE_LINK)!;

  // The link works in a browser with no session.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  await expect(
    visitor.getByText(`Stop e-mails about new communities for your saved search “${name}”?`),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText(`You will no longer get e-mails for “${name}”.`)).toBeVisible();
  await stranger.close();

  // The profile shows it with e-mails off; the next "day" sends nothing more.
  await page.goto('/profile');
  const section = page.getByRole('list', { name: 'Saved searches' });
  await expect(section.getByRole('link', { name: `Show “${name}”` })).toBeVisible();
  await expect(section.getByLabel('E-mails')).toHaveValue('off');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // Rename it and delete it from the profile.
  await section.getByLabel('Name').fill(`${name} renamed`);
  await section.getByRole('button', { name: /Save changes/ }).click();
  await expect(section.getByRole('link', { name: `Show “${name} renamed”` })).toBeVisible();
  await section.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('No saved searches yet.')).toBeVisible();
});

test('signed out, "Log in" to save a search comes back to the same search', async ({ page }) => {
  const family = await createAccount(page.request, { name: 'Later Family' });
  const search = '/browse?type=memory-care&location=Portland%2C+OR';
  await page.goto(search);
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`/auth?tab=login&next=${encodeURIComponent(search)}`);
  const login = page.getByRole('tabpanel');
  await login.getByLabel('Email').fill(family.email);
  await login.getByLabel('Password', { exact: true }).fill(family.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(search);
  await expect(page.getByText('Save this search')).toBeVisible();
});
