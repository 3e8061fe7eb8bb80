import type { Page } from '@playwright/test';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  openInApp,
  signInViaApi,
  test,
  uniqueName,
} from './fixtures.ts';

type Summary = { average: number; count: number };

/** The site-wide summary right now, so the test holds whatever other specs have written. */
async function currentSummary(page: Page): Promise<Summary> {
  const response = await page.request.get('/api/website-reviews?limit=1');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { summary: Summary }).summary;
}

const withRatings = (base: Summary, ...ratings: number[]) => {
  const count = base.count + ratings.length;
  const total = base.average * base.count + ratings.reduce((a, b) => a + b, 0);
  return {
    average: (total / count).toFixed(1),
    count: `${count} ${count === 1 ? 'review' : 'reviews'}`,
  };
};

const summaryRegion = (page: Page) => page.getByRole('region', { name: 'Overall rating' });
const reviewItems = (page: Page) =>
  page.getByRole('region', { name: 'What people say about CareNest' }).getByRole('listitem');

test('signed out, Write a Review opens the login dialog on the login tab', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Reviews' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.getByText('Please log in to leave a review')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Welcome to CareNest' });
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
});

test('two people review CareNest, and an update changes the average in place', async ({
  page,
  request,
}) => {
  const base = await currentSummary(page);
  const dana = await createAccount(request, { name: uniqueName('Dana Whitfield') });
  const sam = await createAccount(request, { name: uniqueName('Sam Okafor') });

  await signInViaApi(page, dana);
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: '5 stars' }).click();
  await dialog.getByLabel('Review Title (Optional)').fill('Found Mom a wonderful place');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Update Your Review' })).toBeVisible();
  const afterDana = withRatings(base, 5);
  await expect(summaryRegion(page)).toContainText(afterDana.average);
  await expect(summaryRegion(page)).toContainText(afterDana.count);

  await page.context().clearCookies();
  await signInViaApi(page, sam);
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await dialog.getByRole('radio', { name: '2 stars' }).click();
  await dialog.getByLabel('Your Review (Optional)').fill('<b>Too slow</b> on my phone');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  const afterSam = withRatings(base, 5, 2);
  await expect(summaryRegion(page)).toContainText(afterSam.average);
  await expect(summaryRegion(page)).toContainText(afterSam.count);
  if (base.count === 0) await expect(summaryRegion(page)).toContainText('3.5');

  // Review text is shown as text, never as HTML; the newest review comes first.
  const mine = reviewItems(page).filter({ hasText: sam.name });
  await expect(mine.getByText('<b>Too slow</b> on my phone')).toBeVisible();
  await expect(mine.getByText('2/5')).toBeVisible();
  await expect(mine.getByText('Updated')).toHaveCount(0);
  await expect(reviewItems(page).first()).toContainText(sam.name);
  const danaItem = reviewItems(page).filter({ hasText: dana.name });
  await expect(
    danaItem.getByRole('heading', { name: 'Found Mom a wonderful place' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Update Your Review' }).click();
  const update = page.getByRole('dialog', { name: 'Update Your Review' });
  await expect(update.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(update.getByLabel('Your Review (Optional)')).toHaveValue(
    '<b>Too slow</b> on my phone',
  );
  await update.getByRole('radio', { name: '4 stars' }).click();
  await update.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully!')).toBeVisible();
  const afterUpdate = withRatings(base, 5, 4);
  await expect(summaryRegion(page)).toContainText(afterUpdate.average);
  await expect(summaryRegion(page)).toContainText(afterSam.count);
  if (base.count === 0) await expect(summaryRegion(page)).toContainText('4.5');
  await expect(mine.getByText('4/5')).toBeVisible();
  await expect(mine.getByText('Updated')).toBeVisible();
});

test('the review form needs a rating, counts characters and works by keyboard', async ({
  page,
  request,
}) => {
  await signInViaApi(page, await createAccount(request));
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  const submit = dialog.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText('Please select a rating')).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();

  // Shift+Tab from the title lands on the stars; arrow keys choose.
  await dialog.getByLabel('Review Title (Optional)').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(submit).toBeEnabled();
  await expect(dialog.getByText('Please select a rating')).toBeHidden();

  // Emoji count as one character each.
  await dialog.getByLabel('Your Review (Optional)').fill('Hi 👋🏽👨‍👩‍👧');
  await expect(dialog.getByText('5/1000 characters')).toBeVisible();

  // The title stops at its limit of 100 characters, counted like the comment.
  await dialog.getByLabel('Review Title (Optional)').fill('a'.repeat(101));
  await expect(dialog.getByLabel('Review Title (Optional)')).toHaveValue('a'.repeat(100));
  await expect(dialog.getByText('100/100 characters')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('three skeleton cards while loading, then the empty state', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/website-reviews\?/, async (route) => {
    await gate;
    await route.fulfill({ json: { reviews: [], summary: { average: 0, count: 0 } } });
  });
  await openInApp(page, '/reviews');
  await expect(page.getByTestId('review-skeleton')).toHaveCount(3);
  release();
  await expect(page.getByText('No reviews yet. Be the first to review CareNest!')).toBeVisible();
  await expect(page.getByTestId('review-skeleton')).toHaveCount(0);
  await expect(summaryRegion(page)).toContainText('0.0');
  await expect(summaryRegion(page)).toContainText('0 reviews');
  await expectNoAxeViolations(page);
});

test('a failed load says so', async ({ page }) => {
  await page.route(/\/api\/website-reviews\?/, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
  );
  await openInApp(page, '/reviews');
  await expect(page.getByText('Failed to load reviews').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('older reviews load a page at a time with "Show more reviews"', async ({ page }) => {
  const review = (n: number) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: `user-${n}`,
    rating: 5,
    title: `Review number ${n}`,
    comment: null,
    reviewerName: `Reviewer ${n}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    requestedTour: false,
  });
  await page.route(/\/api\/website-reviews\?/, (route) => {
    const pageNumber = Number(new URL(route.request().url()).searchParams.get('page'));
    const ids = pageNumber === 1 ? Array.from({ length: 20 }, (_, i) => i + 1) : [21];
    return route.fulfill({
      json: { reviews: ids.map(review), summary: { average: 5, count: 21 } },
    });
  });
  await openInApp(page, '/reviews');
  await expect(reviewItems(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Show more reviews' }).click();
  await expect(reviewItems(page)).toHaveCount(21);
  await expect(page.getByText('Review number 21')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);
});
