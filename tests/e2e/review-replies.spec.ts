import { communityPath } from '#shared/seo-paths.ts';
import { E2E_BASE_URL } from './base-url.ts';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  signInViaApi,
  test,
  type SeededUser,
} from './fixtures.ts';
import { mailCount } from './mail.ts';
import { providerWithListing } from './provider-listing.ts';

const headers = { origin: E2E_BASE_URL };
const REPLY = 'Thank you, Fran. We have added an evening nurse since your visit.';

test('a provider replies to a review in the dialog and a family sees it on the community page', async ({
  page,
  browser,
}) => {
  const { id, title } = await providerWithListing(page);
  const familyContext = await browser.newContext();
  const familyPage = await familyContext.newPage();
  const family: SeededUser = await createAccount(familyPage.request, { name: 'Fran Family' });
  await signInViaApi(familyPage, family);
  const review = await familyPage.request.post(`/api/listings/${id}/reviews`, {
    data: { rating: 3, comment: 'Friendly, but nobody answered at night.' },
    headers,
  });
  expect(review.status(), await review.text()).toBe(201);

  // The provider answers under the review in the listing dialog.
  await page.goto(`/browse?listing=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  const item = dialog.getByRole('listitem').filter({ hasText: 'Fran Family' });
  await item.getByRole('button', { name: 'Reply' }).click();
  await item.getByLabel('Your public reply').fill(REPLY);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await item.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/reply-form-${width}.png` });
  }
  await item.getByRole('button', { name: 'Publish Reply' }).click();
  await expect(page.getByText('Reply published')).toBeVisible();
  await expect(item.getByText(`Response from ${title}`)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Edit reply' })).toBeVisible();

  // The family reads it on the community page, in the server's HTML, and was e-mailed.
  const path = communityPath({ id, title });
  const html = await (await familyPage.request.get(path)).text();
  expect(html).toContain(REPLY);
  await familyPage.goto(path);
  const shown = familyPage.getByRole('listitem').filter({ hasText: 'Fran Family' });
  await expect(shown.getByText(`Response from ${title}`)).toBeVisible();
  await expect(shown.getByText(REPLY)).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Edit reply' })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await familyPage.setViewportSize({ width, height: 900 });
    await shown.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(familyPage);
    await familyPage.screenshot({ path: `test-results/reply-shown-${width}.png` });
  }
  await expect.poll(() => mailCount(family.email, `${title} replied to your review`)).toBe(1);
  await familyContext.close();
});
