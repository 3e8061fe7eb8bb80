import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url.ts';
import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';

// What a new provider meets in the first minutes.

const headers = { origin: E2E_BASE_URL };
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function provider(page: Page, plan?: 'Basic' | 'Premium') {
  const user = await createAccount(page.request, { type: 'provider', name: 'Nia Newcomer' });
  await signInViaApi(page, user);
  if (plan) {
    const response = await page.request.put('/api/subscription', { data: { plan }, headers });
    expect(response.ok()).toBeTruthy();
  }
}

const planCard = (page: Page, plan: 'Basic' | 'Premium') =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });

test('imported samples are drafts until edited and saved, and the import says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await provider(page, 'Premium');
  await page.goto('/dashboard?tab=listings');
  await page.getByRole('button', { name: 'Import sample listings' }).click();
  // Asked first: the copies count toward the plan's listings.
  const ask = page.getByRole('alertdialog', { name: 'Import the sample listings?' });
  await expect(ask).toContainText("counts as one of your plan's listings");
  await ask.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Successfully migrated 6 sample listings')).toBeVisible();
  const drafts = page.getByRole('main').getByRole('article').filter({ hasText: 'Draft' });
  await expect(drafts).toHaveCount(6);
  await expect(drafts.first()).toContainText('Not visible to families yet');
  await expect(drafts.first().getByRole('link', { name: /^View / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Families still see each sample community once: the copies are not in search. (This test
  // publishes sample 5, which no other spec opens: a published copy replaces its sample.)
  const sample = 'Commencement Bay Adult Day Center';
  const cards = (title: string) => page.getByRole('heading', { name: title, exact: true });
  await page.goto('/browse');
  await expect(cards(sample)).toHaveCount(1);

  // Editing and saving a copy publishes it as the provider's own listing.
  await page.goto('/dashboard?tab=listings');
  const first = page.getByRole('link', { name: `Edit ${sample}` });
  const id = (await first.getAttribute('href'))!.split('/').pop()!;
  expect((await page.request.get(`/api/listings/${id}`)).status()).toBe(404);
  await first.click();
  const title = `Commencement Bay ${suffix()}`;
  await page.getByLabel('Listing Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(page.getByText('Listing updated successfully')).toBeVisible();
  const published = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(published).toBeVisible();
  await expect(published.getByText('Draft', { exact: true })).toHaveCount(0);
  await expect(published.getByText('Sample listing')).toHaveCount(0);

  // The copy replaces the sample: one card for the community, and the sample's page moves to it.
  await page.goto('/browse?type=adult-daycare');
  await expect(cards(title)).toHaveCount(1);
  await expect(cards(sample)).toHaveCount(0);
  const moved = await page.request.get('/communities/commencement-bay-adult-day-center-5', {
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toContain(id);

  await page.goto(`/browse?listing=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sample listing')).toHaveCount(0);
  // Other specs count the public listings: leave none behind.
  const removed = await page.request.delete(`/api/provider/listings/${id}`, { headers });
  expect(removed.status()).toBe(204);
});

test('choosing a plan first says its price, what it unlocks and that no payment is taken', async ({
  page,
}) => {
  await provider(page);
  await page.goto('/dashboard?tab=subscription');
  await planCard(page, 'Basic').getByRole('button', { name: 'Select Plan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Activate the Basic plan?' });
  await expect(confirm).toContainText('$49 per month');
  await expect(confirm.getByRole('list', { name: 'Basic plan includes' })).toContainText(
    'Up to 3 listings',
  );
  await expect(confirm).toContainText('No payment is collected yet');
  await expectNoAxeViolations(page);

  // Not now changes nothing.
  await confirm.getByRole('button', { name: 'Not now' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText('No active subscription. Subscribe to list properties.'),
  ).toBeVisible();

  await planCard(page, 'Basic').getByRole('button', { name: 'Select Plan' }).click();
  await confirm.getByRole('button', { name: 'Activate Basic' }).click();
  await expect(page.getByText('Basic subscription activated!')).toBeVisible();
  const card = page.getByRole('main').locator('div', {
    has: page.getByRole('heading', { name: 'Current Subscription' }),
  });
  await expect(card.getByText('$49 per month').first()).toBeVisible();
  await expect(
    page.getByText('No payment collected: CareNest does not charge for plans yet.'),
  ).toBeVisible();

  // Switching plans asks too, with the new price.
  await planCard(page, 'Premium').getByRole('button', { name: 'Select Plan' }).click();
  const upgrade = page.getByRole('alertdialog', { name: 'Switch to the Premium plan?' });
  await expect(upgrade).toContainText('$99 per month');
  await expect(upgrade).toContainText('Featured listings');
  await upgrade.getByRole('button', { name: 'Switch to Premium' }).click();
  await expect(page.getByText('Premium subscription activated!')).toBeVisible();
});

test('switching from Premium to Basic with 4 listings warns first; the dashboard then says what it means', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await provider(page, 'Premium');
  const ids: string[] = [];
  for (let i = 1; i <= 4; i += 1) {
    const created = await page.request.post('/api/provider/listings', {
      data: {
        title: `Juniper House ${i} ${suffix()}`,
        careType: 'assisted-living',
        description: 'A small assisted living home with a garden, home cooking and calm days.',
        address: `${i} Juniper Way`,
        city: 'Bend',
        state: 'OR',
        zipCode: '97701',
        pricingStartingAt: 4100,
      },
      headers,
    });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).id);
  }
  await page.goto('/dashboard?tab=subscription');
  await planCard(page, 'Basic').getByRole('button', { name: 'Select Plan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Switch to the Basic plan?' });
  await expect(confirm).toContainText('You have 4 listings; Basic allows 3.');
  await expect(confirm).toContainText('all 4 stay published, including the one above the limit');
  await expect(confirm).toContainText('Your listings lose Featured placement.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Switch to Basic' }).click();
  await expect(page.getByText('Basic subscription activated!')).toBeVisible();

  await page.goto('/dashboard?tab=listings');
  await expect(
    page.getByText(
      'You have 4 listings; the Basic plan allows 3. All stay published. To add another, delete 2 or upgrade to Premium.',
    ),
  ).toBeVisible();
  await expect(page.getByText('4 of 3 listings used')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Listing' })).toBeDisabled();
  for (const id of ids) {
    const removed = await page.request.delete(`/api/provider/listings/${id}`, { headers });
    expect(removed.status()).toBe(204);
  }
});
