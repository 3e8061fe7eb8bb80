import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';
import { dateInFiveDays, providerWithListing } from './provider-listing.ts';

// A tour request from a community's own page, by a signed-in family who then follows
// and withdraws it on /profile.

test('a signed-in family requests a tour from the community page and withdraws it on /profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id, title } = await providerWithListing(page);

  const family = await browser.newContext();
  const visitor = await family.newPage();
  const nora = await createAccount(visitor.request, { name: 'Nora Family' });
  await signInViaApi(visitor, nora);
  // Any slug leads to the community's canonical address.
  await visitor.goto(`/communities/x-${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const section = visitor.getByRole('region', { name: 'Request a tour' });
  await expect(section).toContainText('Your request goes to this community only.');
  await section.getByRole('link', { name: 'Request a tour' }).click();

  // The form opens with the family's name and email filled in, and focus in its first field.
  const name = section.getByLabel('Your name');
  await expect(name).toHaveValue('Nora Family');
  await expect(name).toBeFocused();
  await expect(section.getByLabel('Email', { exact: true })).toHaveValue(nora.email);
  await expectNoAxeViolations(visitor);
  await section.getByLabel('Preferred date').fill(dateInFiveDays());
  await section.getByLabel('Time of day').selectOption('morning');
  await section.getByRole('button', { name: 'Send request' }).click();
  const sent = section.getByRole('status');
  await expect(sent).toContainText('Tour request sent');
  await expect(sent).toContainText('You can follow its status, or withdraw it, on your profile.');

  // Back on the page later, the request already made is shown above the way to ask again.
  await visitor.goto(`/communities/x-${id}`);
  const already = section.getByTestId('open-tour-requests');
  await expect(already).toContainText('You already asked for a tour');
  await expect(already).toContainText('(morning)');
  await expect(already).toContainText(': New');
  await expect(section.getByRole('link', { name: 'Request a tour' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await already.getByRole('link', { name: 'your profile' }).click();

  await expect(visitor).toHaveURL('/profile');
  const request = visitor.getByRole('listitem').filter({ hasText: title });
  await expect(request).toContainText('New');
  await request.getByRole('button', { name: `Withdraw request for ${title}` }).click();
  const confirm = visitor.getByRole('alertdialog', { name: 'Withdraw this tour request?' });
  await expectNoAxeViolations(visitor);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(visitor.getByText('Tour request withdrawn')).toBeVisible();
  await expect(request).toContainText('Withdrawn');
  await expect(request.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  // A withdrawn request is no longer shown as asked for on the community's page.
  await visitor.goto(`/communities/x-${id}`);
  await expect(section.getByRole('link', { name: 'Request a tour' })).toBeVisible();
  await expect(section.getByTestId('open-tour-requests')).toHaveCount(0);
  await family.close();

  // The provider sees it withdrawn, without the family's contact details.
  await page.goto('/dashboard?tab=inquiries');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Withdrawn');
  await expect(card).not.toContainText(nora.email);
});

test('built-in samples offer no tour request on their page', async ({ page }) => {
  await page.goto('/communities/x-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Request a tour' })).toHaveCount(0);
});
