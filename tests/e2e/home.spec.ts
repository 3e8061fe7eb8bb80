import { expect, expectNoAxeViolations, openInApp, test } from './fixtures.ts';

test.describe('home page', () => {
  test('shows every section, with honest samples and no invented testimonials', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the right senior living community' }),
    ).toBeVisible();
    for (const [index, step] of ['Search', 'Visit', 'Move In'].entries()) {
      await expect(
        page.getByRole('heading', { level: 3, name: `Step ${index + 1}: ${step}` }),
      ).toBeVisible();
    }

    const featured = page.getByRole('region', { name: 'Featured communities' });
    await expect(featured.getByRole('article')).toHaveCount(6);
    await expect(featured.getByText('Sample listing', { exact: true })).toHaveCount(6);
    await expect(featured.getByText('No reviews yet')).toHaveCount(6);
    await expect(featured.getByText('From $3,200/month')).toBeVisible();

    const careTypes = page.getByRole('region', { name: 'Understanding the types of care' });
    await expect(careTypes.getByRole('link')).toHaveCount(6);
    await expect(careTypes.getByRole('link', { name: /Memory Care/ })).toHaveAttribute(
      'href',
      '/services/memory-care',
    );

    // No website reviews yet: an invitation, never made-up quotes.
    const testimonials = page.getByRole('region', { name: 'What families say' });
    await expect(testimonials.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '/reviews',
    );
    await expect(testimonials.locator('blockquote')).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/list-your-community',
    );
    await expectNoAxeViolations(page);
  });

  test('testimonials show real reviews with the first name only', async ({ page }) => {
    await page.route(/\/api\/website-reviews/, (route) =>
      route.fulfill({
        json: {
          reviews: [
            {
              id: 'r1',
              rating: 5,
              title: 'Found Mum a lovely place',
              comment: null,
              reviewerName: 'Maria Lopez',
              createdAt: '2024-05-01T00:00:00.000Z',
            },
          ],
        },
      }),
    );
    await openInApp(page, '/');
    const testimonials = page.getByRole('region', { name: 'What families say' });
    await expect(testimonials.getByText('Found Mum a lovely place')).toBeVisible();
    await expect(testimonials.getByText('— Maria')).toBeVisible();
    await expect(testimonials.getByText('Lopez')).toHaveCount(0);
  });

  test('the hero search goes to /browse with the location and care types', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find communities' });
    const assisted = search.getByRole('checkbox', { name: 'Assisted Living' });
    const memory = search.getByRole('checkbox', { name: 'Memory Care' });
    await expect(assisted).not.toBeChecked();
    // The chips are the form's checkboxes, drawn over their labels.
    await search.getByText('Memory Care').click();
    await search.getByText('Assisted Living').click();
    await expect(memory).toBeChecked();
    await expect(assisted).toBeChecked();
    // Toggling twice unselects.
    await search.getByText('Respite Care').click();
    await search.getByText('Respite Care').click();
    await search.getByLabel('Location, city, or zip code').fill('wa');
    await search.getByLabel('Location, city, or zip code').press('Enter');

    // The script builds the address, or the form does when sent before it runs: the same search.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/browse' &&
        url.searchParams.get('location') === 'wa' &&
        url.searchParams.getAll('type').sort().join() === 'assisted-living,memory-care',
    );
    await expect(page.getByTestId('result-count')).toHaveText('1 result for “wa”');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: 'Columbia Riverside Memory Care' }),
    ).toBeVisible();
  });

  test('the Search button works without any input', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The script drops the empty box; a plain GET before it runs sends it empty: the same search.
    await expect(page).toHaveURL(/\/browse(\?location=)?$/);
    await expect(page.getByTestId('result-count')).toHaveText('6 results');
  });

  test('a featured card opens the listing dialog on the home page', async ({ page }) => {
    await page.goto('/');
    // Before the card's script runs its link opens the community page (a link is a link); the
    // dialog is the script's, ready when the card's own script-only control is.
    const card = page.getByRole('article').filter({ hasText: 'Puget Vista Independent Living' });
    await expect(card.getByRole('button', { name: /to favorites/ })).toBeEnabled();
    await page.getByRole('link', { name: 'Puget Vista Independent Living' }).click();
    await expect(page).toHaveURL('/?listing=2');
    const dialog = page.getByRole('dialog', { name: 'Puget Vista Independent Living' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/');
  });
});
