import { UNSAVED_CHANGES_MESSAGE } from '#web/lib/use-unsaved-changes-guard.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { providerWithListing } from './provider-listing.ts';

// A provider who leaves the listing form with changes not saved is asked first; one who changed
// nothing, or saved, is not.

test('leaving the listing form asks first only when there are unsaved changes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { id, title } = await providerWithListing(page);
  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  const openForm = async () => {
    await page.goto(`/edit-listing/${id}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Listing Title')).toHaveValue(title);
  };

  // Nothing changed: Cancel goes straight back to the dashboard.
  await openForm();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/dashboard?tab=listings');
  expect(asked).toEqual([]);

  // A change, then Cancel: asked; staying keeps the change.
  await openForm();
  await page.getByLabel('Listing Title').fill(`${title} (renamed)`);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect.poll(() => asked).toEqual([UNSAVED_CHANGES_MESSAGE]);
  await expect(page).toHaveURL(`/edit-listing/${id}`);
  await expect(page.getByLabel('Listing Title')).toHaveValue(`${title} (renamed)`);

  // Leaving after all goes.
  answer = true;
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/dashboard?tab=listings');
  expect(asked).toHaveLength(2);

  // Saving moves on without asking.
  await openForm();
  await page.getByLabel('Listing Title').fill(`${title} (saved)`);
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(page).toHaveURL('/dashboard?tab=listings');
  await expect(page.getByText(`${title} (saved)`)).toBeVisible();
  expect(asked).toHaveLength(2);
});
