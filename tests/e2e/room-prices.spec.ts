import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { providerWithListing } from './provider-listing.ts';

// Prices by room type (docs/decisions/048): the provider prices each kind of unit, the starting
// price follows the lowest, families read the table and the date the prices were confirmed.

const today = () =>
  new Date().toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const roomRow = (page: Page, n: number) => page.getByRole('group', { name: `Room type ${n}` });

test('a provider prices rooms by type and families see the table and the confirmation date', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { id, title } = await providerWithListing(page);
  await page.goto(`/edit-listing/${id}`);
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Add a room type' }).click();
  const studio = roomRow(page, 1);
  await expect(studio.getByLabel('Room type', { exact: true })).toHaveValue('studio');
  await expect(studio.getByLabel('From ($/month)')).toBeFocused();
  await studio.getByLabel('From ($/month)').fill('4100');
  await studio.getByLabel('To ($/month, optional)').fill('4800');
  await page.getByRole('button', { name: 'Add a room type' }).click();
  const second = roomRow(page, 2);
  await expect(second.getByLabel('Room type', { exact: true })).toHaveValue('one-bedroom');
  await second.getByLabel('From ($/month)').fill('5000');

  // The starting price follows the lowest room price and is no longer typed.
  const starting = page.getByLabel('Starting Price per month');
  await expect(starting).toHaveValue('4100');
  await expect(starting).toHaveAttribute('readonly', '');
  await page
    .getByLabel('Care-level fee note (optional)')
    .fill('Care levels add $350 to $1,200 a month after an assessment.');

  // Each room type once: a second studio is refused where it was chosen.
  await second.getByLabel('Room type', { exact: true }).selectOption('studio');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(second.getByText('Choose each room type once')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await second.getByLabel('Room type', { exact: true }).selectOption('two-bedroom');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(page.getByText('Listing updated successfully')).toBeVisible();

  // The dashboard says when the prices were confirmed and confirms them again in one click.
  await page.goto('/dashboard?tab=listings');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(`Prices confirmed on ${today()}`)).toBeVisible();
  await card.getByRole('button', { name: `Confirm the prices of ${title} as of today` }).click();
  await expect(page.getByText('Prices confirmed as of today')).toBeVisible();

  // Families: the community page lists each room's monthly range and the confirmation.
  await page.goto(`/browse?listing=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('link', { name: "View the community's page" }).click();
  const prices = page.getByRole('table', { name: 'Monthly prices by room type' });
  await expect(prices.getByRole('row', { name: /Studio\s*\$4,100 – \$4,800/ })).toBeVisible();
  await expect(prices.getByRole('row', { name: /Two bedroom\s*\$5,000/ })).toBeVisible();
  await expect(page.getByText('From $4,100/month').first()).toBeVisible();
  await expect(page.getByText('Care levels add $350 to $1,200 a month')).toBeVisible();
  await expect(page.getByText(`Prices confirmed on ${today()}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test('a priced shared room needs shared rooms marked available, and families read both', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { id, title } = await providerWithListing(page);
  await page.goto(`/edit-listing/${id}`);
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Add a room type' }).click();
  const room = roomRow(page, 1);
  await room.getByLabel('Room type', { exact: true }).selectOption('shared');
  await room.getByLabel('From ($/month)').fill('3900');
  const shared = page.getByRole('checkbox', { name: 'Shared Rooms Available' });
  await expect(shared).not.toBeChecked();
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(shared).toHaveAccessibleDescription(
    'You priced a Shared room: tick Shared Rooms Available',
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await shared.click();
  await expect(shared).not.toHaveAccessibleDescription(/You priced/);
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(page.getByText('Listing updated successfully')).toBeVisible();

  await page.goto(`/browse?listing=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('link', { name: "View the community's page" }).click();
  const prices = page.getByRole('table', { name: 'Monthly prices by room type' });
  await expect(prices.getByRole('row', { name: /Shared room\s*\$3,900/ })).toBeVisible();
  await expect(page.getByText('Shared rooms: Available')).toBeVisible();
});
