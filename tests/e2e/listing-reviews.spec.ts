import {
  createAccount,
  expect,
  expectNoAxeViolations,
  signInViaApi,
  test,
  uniqueName,
} from './fixtures.ts';

const LAKEVIEW = 'Lakeview Respite Suites';

test('signed out, Write a Review in the dialog opens the login dialog', async ({ page }) => {
  await page.goto('/browse?listing=4');
  const dialog = page.getByRole('dialog', { name: LAKEVIEW });
  await dialog.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.getByText('Please log in to leave a review')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to CareNest' })).toBeVisible();
});

test('write, edit and delete my review of a listing', async ({ page, request }) => {
  const user = await createAccount(request, { name: uniqueName('Rita Reviewer') });
  await signInViaApi(page, user);
  await page.goto('/browse?listing=4');
  const detail = page.getByRole('dialog', { name: LAKEVIEW });
  await detail.getByRole('button', { name: 'Write a Review' }).click();

  const form = page.getByRole('dialog', { name: 'Write a Review' });
  const submit = form.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByLabel('Review Title (Optional)').fill('Kind staff, <b>clean</b> rooms');
  await form.getByLabel('Your Review (Optional)').fill('My mother stayed two weeks after surgery.');
  await expect(form.getByText('41/1000 characters')).toBeVisible();
  await expectNoAxeViolations(page);
  await submit.click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();

  const mine = detail.getByRole('listitem').filter({ hasText: user.name });
  // Shown as text, never as HTML.
  await expect(mine.getByText('Kind staff, <b>clean</b> rooms')).toBeVisible();
  await expect(mine.getByText('My mother stayed two weeks after surgery.')).toBeVisible();

  await mine.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Update Your Review' });
  await expect(edit.getByLabel('Review Title (Optional)')).toHaveValue(
    'Kind staff, <b>clean</b> rooms',
  );
  await edit.getByRole('radio', { name: '5 stars' }).click();
  await edit.getByLabel('Review Title (Optional)').fill('Kind staff and clean rooms');
  await edit.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully!')).toBeVisible();
  await expect(mine.getByText('Kind staff and clean rooms')).toBeVisible();

  await mine.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this review?')).toBeVisible();
  await confirm.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('Review deleted successfully')).toBeVisible();
  await expect(detail.getByRole('listitem').filter({ hasText: user.name })).toHaveCount(0);
});
