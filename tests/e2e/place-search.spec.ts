import { LISTING_QUERY_LIMITS } from '#shared/constants.ts';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url.ts';
import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';
import { uniqueSuffix } from './provider-listing.ts';

// A typed place is a place (docs/decisions/038): the location box suggests places while typing,
// and "Seattle, WA" searches around Seattle, nearest first when asked, with or without the script.
const headers = { origin: E2E_BASE_URL };
const cards = (page: Page) => page.getByRole('article');

/**
 * A community in Redmond, WA, 11 miles from Seattle's centre, made through the API; its id is
 * the created listing's. `title` and `more` change the name and other fields.
 */
async function redmondCommunity(
  page: Page,
  { title = `Redmond Ridge ${uniqueSuffix()}`, ...more }: Record<string, unknown> = {},
): Promise<string> {
  const provider = await createAccount(page.request, { type: 'provider' });
  await signInViaApi(page, provider);
  const plan = await page.request.put('/api/subscription', { data: { plan: 'Basic' }, headers });
  expect(plan.ok(), await plan.text()).toBe(true);
  const created = await page.request.post('/api/provider/listings', {
    data: {
      title,
      careType: 'assisted-living',
      description:
        'Assisted living near the Sammamish River trail, with a garden and daily outings.',
      address: '16000 NE 85th St',
      city: 'Redmond',
      state: 'WA',
      zipCode: '98052',
      pricingStartingAt: 4100,
      paymentSources: ['private-pay', 'medicaid'],
      ...more,
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.request.post('/api/auth/sign-out', { headers });
  return String(title);
}

/** The distances the cards show, in order ("· 6 mi away" → 6, "· under 1 mi away" → 0). */
async function distances(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((text) => {
    const [, under, miles] = /(under )?(\d+) mi away/.exec(text) ?? [];
    return under ? 0 : Number(miles);
  });
}

test('types "Seat", picks "Seattle, WA" by keyboard and sees the communities around it', async ({
  page,
}) => {
  const title = await redmondCommunity(page);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.pressSequentially('Seat');
  const seattle = page.getByRole('option', { name: 'Seattle, WA' });
  await expect(seattle).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /suggestions?\./ })).toHaveCount(1);
  await box.press('ArrowDown');
  await expect(seattle).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await seattle.getAttribute('id'))!);
  await expectNoAxeViolations(page);
  await box.press('Enter');

  await expect(page).toHaveURL('/browse?location=Seattle%2C+WA');
  await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
  await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();

  await page.getByLabel('Sort by').selectOption('distance');
  await expect(page).toHaveURL('/browse?location=Seattle%2C+WA&sort=distance');
  await expect(cards(page).filter({ hasText: title })).toBeVisible();
  const shown = await distances(page);
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(Math.max(...shown)).toBeLessThanOrEqual(25);
});

// A city typed with a state it is not in names no place; the page offers the city where it is
// (docs/decisions/063).
test('"Seattle, OR" says there is no such place and offers Seattle, WA, by keyboard', async ({
  page,
}) => {
  const title = await redmondCommunity(page);
  await page.goto('/browse?location=Seattle%2C+OR');
  await expect(
    page.getByText('No place called “Seattle, OR”; showing names that match.'),
  ).toBeVisible();
  const meant = page.getByRole('link', { name: 'Seattle, WA', exact: true });
  await expectNoAxeViolations(page);
  await meant.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/browse?location=Seattle%2C+WA');
  await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
  await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();
});

// Families type what they look for before the place, as in a search engine (docs/decisions/079).
test('"assisted living near Seattle, WA" is Seattle with Assisted Living ticked', async ({
  page,
}) => {
  const title = await redmondCommunity(page);
  await page.goto('/browse');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.fill('assisted living near Seattle, WA');
  await box.press('Enter');
  await expect(page).toHaveURL('/browse?location=Seattle%2C+WA&type=assisted-living');
  await expect(box).toHaveValue('Seattle, WA');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Assisted Living' })).toBeChecked();
  await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
  await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();
});

// A way of paying typed with the place is the payment filter (decision 104).
test('"assisted living that takes Medicaid near Seattle, WA" ticks Medicaid and Assisted Living', async ({
  page,
}) => {
  const takesMedicaid = await redmondCommunity(page);
  const privatePayOnly = await redmondCommunity(page, { paymentSources: ['private-pay'] });
  await page.goto('/browse');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.fill('assisted living that takes Medicaid near Seattle, WA');
  await box.press('Enter');
  await expect(page).toHaveURL(
    '/browse?location=Seattle%2C+WA&type=assisted-living&payment=medicaid',
  );
  await expect(box).toHaveValue('Seattle, WA');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Medicaid' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Assisted Living' })).toBeChecked();
  await expect(cards(page).filter({ hasText: takesMedicaid })).toBeVisible();
  await expect(cards(page).filter({ hasText: privatePayOnly })).toHaveCount(0);
});

test('"pet friendly assisted living near Seattle, WA" ticks Pet Friendly; "hospice care" is named as not listed', async ({
  page,
}) => {
  const takesPets = await redmondCommunity(page, { amenities: ['Pet Friendly', 'Garden'] });
  const noPets = await redmondCommunity(page, { amenities: ['Garden'] });
  await page.goto('/browse');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.fill('pet friendly assisted living near Seattle, WA');
  await box.press('Enter');
  await expect(page).toHaveURL(
    '/browse?location=Seattle%2C+WA&type=assisted-living&amenity=Pet+Friendly',
  );
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Pet Friendly' })).toBeChecked();
  await expect(cards(page).filter({ hasText: takesPets })).toBeVisible();
  await expect(cards(page).filter({ hasText: noPets })).toHaveCount(0);

  await box.fill('hospice care near Seattle, WA');
  await box.press('Enter');
  await expect(page.getByTestId('care-not-listed')).toHaveText(
    'CareNest lists senior-living communities, not hospice care. These are the communities that match the rest of your search.',
  );
  await expect(box).toHaveValue('hospice care near Seattle, WA');
  // The filters chosen stay: the same community, near Seattle.
  await expect(cards(page).filter({ hasText: takesPets })).toBeVisible();
  await expectNoAxeViolations(page);
});

// The same care typed after the place is read so when no community is named that (decision 080).
test('"Seattle assisted living" from the home page is Seattle with Assisted Living ticked', async ({
  page,
}) => {
  const title = await redmondCommunity(page);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.fill('Seattle assisted living');
  await box.press('Enter');
  await expect(page).toHaveURL('/browse?location=Seattle&type=assisted-living');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Assisted Living' })).toBeChecked();
  await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
  await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();
  // The text as typed was replaced, not kept as a step: Back returns home.
  await page.goBack();
  await expect(page).toHaveURL('/');
});

// A neighbourhood before its city, no comma, no community named so: the city (decision 098).
test('"Queen Anne Seattle" searches around Seattle, WA', async ({ page }) => {
  const title = await redmondCommunity(page);
  await page.goto('/browse');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.fill('Queen Anne Seattle');
  await box.press('Enter');
  await expect(page).toHaveURL('/browse?location=Seattle%2C+WA');
  await expect(box).toHaveValue('Seattle, WA');
  await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
  await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();
});

// Nothing around a place: the same search farther out, one step at a time, up to 100 miles.
test('no community near Nome, AK: searches within 50, then 100 miles', async ({ page }) => {
  await page.goto('/browse?location=Nome%2C+AK');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('link', { name: 'Search within 50 miles of Nome, AK' }).click();
  await expect(page).toHaveURL('/browse?location=Nome%2C+AK&radius=50');
  await expect(page.getByTestId('place-summary')).toContainText('within 50 miles');
  await page.getByRole('link', { name: 'Search within 100 miles of Nome, AK' }).click();
  await expect(page).toHaveURL('/browse?location=Nome%2C+AK&radius=100');
  await expect(page.getByTestId('place-summary')).toContainText('within 100 miles');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Search within/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// A distance typed with the place is the distance filter (decision 082).
test('"within 10 miles of Seattle, WA" searches 10 miles around Seattle', async ({ page }) => {
  const title = await redmondCommunity(page);
  await page.goto('/browse');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.fill('within 10 miles of Seattle, WA');
  await box.press('Enter');
  await expect(page).toHaveURL('/browse?location=Seattle%2C+WA&radius=10');
  await expect(box).toHaveValue('Seattle, WA');
  await expect(page.getByTestId('place-summary')).toContainText(
    'Communities near Seattle, WA · within 10 miles',
  );
  // The Redmond community is 11 miles away; 15 miles, chosen in the box, brings it in.
  await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
  await box.fill('Seattle, WA 15 mile radius');
  await box.press('Enter');
  await expect(page).toHaveURL('/browse?location=Seattle%2C+WA&radius=15');
  await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();
});

// "Near me" is where the visitor is: only their location says where (decision 110).
test('"memory care that takes Medicaid near me" asks for the location, then searches around it', async ({
  page,
  context,
}) => {
  const title = await redmondCommunity(page, { careType: 'memory-care' });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 47.6062, longitude: -122.3321 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.fill('memory care that takes Medicaid near me');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/browse\?location=near\+me&/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Memory Care' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Medicaid' })).toBeChecked();
  const summary = page.getByTestId('place-summary');
  await expect(summary).toContainText('To see the communities near you, use your location');
  await expect(page.getByText('Maine')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('near-me-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('near-me-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  await summary.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/lat=47\.6062&lng=-122\.3321/);
  await expect(filters.getByText('Using your location')).toBeVisible();
  await expect(summary).toHaveCount(0);
  await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();
});

// Community names are suggested too, in a group of their own below the places; picking one opens
// its page instead of searching.
test('types part of a community name, sees it under Communities, and opens its page by keyboard', async ({
  page,
}) => {
  const title = await redmondCommunity(page, { title: `Kirkland Crest ${uniqueSuffix()}` });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Location, city, or zip code' });
  await box.pressSequentially('Kirkla');
  const places = page.getByRole('group', { name: 'Places' });
  const communities = page.getByRole('group', { name: 'Communities' });
  await expect(places.getByRole('option', { name: 'Kirkland, WA' })).toBeVisible();
  const community = communities.getByRole('option', { name: title });
  await expect(community).toBeVisible();
  await expect(community).toContainText('Redmond, WA');
  // One listbox holds both groups; the status says what is in it.
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveCount(
    (await places.getByRole('option').count()) + (await communities.getByRole('option').count()),
  );
  await expect(page.getByRole('status').filter({ hasText: /places?, \d+ communit/ })).toHaveCount(
    1,
  );

  // Up from the box reaches the last row: the community, below every place.
  await box.press('ArrowUp');
  await expect(community).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await community.getAttribute('id'))!);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('combobox-communities-1280.png') });
  // On a phone the list runs below the fold: the active row is scrolled into view.
  await page.setViewportSize({ width: 390, height: 844 });
  await box.press('ArrowUp');
  await box.press('ArrowDown');
  await expect(community).toHaveAttribute('aria-selected', 'true');
  await expect(community).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('combobox-communities-390.png') });

  await box.press('Enter');
  await expect(page).toHaveURL(/\/communities\/kirkland-crest-[a-z0-9]+-[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same search is read as a place by the server, and sorts by distance', async ({
    page,
  }) => {
    const title = await redmondCommunity(page);
    await page.goto('/');
    await page.getByLabel('Location, city, or zip code').fill('Seattle, WA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/browse?location=Seattle%2C+WA');
    await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
    await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();

    await page.getByLabel('Sort by').selectOption('distance');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL('/browse?location=Seattle%2C+WA&sort=distance');
    const shown = await distances(page);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));

    // A filter sent the same way keeps the place and the order.
    await page.getByRole('checkbox', { name: 'Medicaid' }).first().check();
    await page.getByRole('button', { name: 'Apply filters' }).first().click();
    await expect(page).toHaveURL(/location=Seattle%2C\+WA/);
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page).toHaveURL(/payment=medicaid/);
    await expect(cards(page).filter({ hasText: title })).toBeVisible();
  });

  test('"Medicaid near me" is Medicaid where the visitor is, not Maine, and says how to search there', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Location, city, or zip code').fill('Medicaid near me');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/browse?location=near+me&payment=medicaid');
    await expect(page.getByTestId('place-summary')).toHaveText(
      /^To see the communities near you, use your location or type your city or ZIP code\./,
    );
    await expect(page.getByText('Communities in Maine')).toHaveCount(0);
    await expect(page.getByText('No results found')).toHaveCount(0);
  });

  test('a location over the limit in a link says so and searches without it', async ({ page }) => {
    const tooLong = `Seattle ${'x'.repeat(LISTING_QUERY_LIMITS.locationMax)}`;
    await page.goto(`/browse?location=${encodeURIComponent(tooLong)}`);
    await expect(
      page.getByText(`${LISTING_QUERY_LIMITS.locationMessage}; the search left it out.`),
    ).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('care typed before the place on the home page becomes its filter', async ({ page }) => {
    const title = await redmondCommunity(page);
    await page.goto('/');
    await page.getByLabel('Location, city, or zip code').fill('memory care in Seattle, WA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/browse?location=Seattle%2C+WA&type=memory-care');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: 'Memory Care' })).toBeChecked();
    await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
    // The Redmond community is assisted living: the care typed filters it out.
    await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
  });

  test('a way of paying typed on the home page becomes its filter', async ({ page }) => {
    const title = await redmondCommunity(page, { paymentSources: ['private-pay'] });
    await page.goto('/');
    await page
      .getByLabel('Location, city, or zip code')
      .fill('Medicaid assisted living in Seattle, WA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(
      '/browse?location=Seattle%2C+WA&type=assisted-living&payment=medicaid',
    );
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: 'Medicaid' })).toBeChecked();
    await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
    // The Redmond community takes private pay only: the way of paying typed filters it out.
    await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
  });

  test('a price typed with the place becomes the price range', async ({ page }) => {
    const dearer = await redmondCommunity(page, { pricingStartingAt: 5200 });
    const cheaper = await redmondCommunity(page, { pricingStartingAt: 2900 });
    await page.goto('/');
    await page
      .getByLabel('Location, city, or zip code')
      .fill('assisted living under $3,000 near Seattle, WA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(
      '/browse?location=Seattle%2C+WA&type=assisted-living&maxPrice=3000',
    );
    await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
    await expect(cards(page).filter({ hasText: cheaper })).toBeVisible();
    await expect(cards(page).filter({ hasText: dearer })).toHaveCount(0);
  });

  test('a neighbourhood before its city is read as the city by the server', async ({ page }) => {
    const title = await redmondCommunity(page);
    await page.goto('/');
    await page.getByLabel('Location, city, or zip code').fill('Ballard Seattle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/browse?location=Seattle%2C+WA');
    await expect(page.getByText('Communities near Seattle, WA')).toBeVisible();
    await expect(cards(page).filter({ hasText: title }).getByText('11 mi away')).toBeVisible();
  });

  test('care typed after the place in the browse form becomes its filter', async ({ page }) => {
    const title = await redmondCommunity(page);
    await page.goto('/browse?sort=distance');
    await page.getByLabel('Location, city, or zip code').fill('98052 assisted living');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/browse?location=98052&type=assisted-living&sort=distance');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: 'Assisted Living' })).toBeChecked();
    await expect(cards(page).filter({ hasText: title }).getByText('under 1 mi away')).toBeVisible();
  });

  test('the Amenities section opens and filters without the script, and stays open after', async ({
    page,
  }) => {
    const title = await redmondCommunity(page, { amenities: ['Swimming Pool', 'Library'] });
    await page.goto('/browse?location=Redmond%2C+WA');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const pool = filters.getByRole('checkbox', { name: 'Swimming Pool' });
    await expect(pool).toBeHidden();
    // The section's own toggle opens it, by keyboard as by click.
    await filters.locator('summary', { hasText: 'Amenities' }).focus();
    await page.keyboard.press('Enter');
    await expect(pool).toBeVisible();
    await pool.check();
    await filters.getByRole('checkbox', { name: 'Library' }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/amenity=Swimming\+Pool&amenity=Library/);
    await expect(page).toHaveURL(/location=Redmond%2C\+WA/);
    await expect(cards(page).filter({ hasText: title })).toBeVisible();
    // The server opens the section of a chosen amenity.
    await expect(filters.getByRole('checkbox', { name: 'Swimming Pool' })).toBeChecked();
  });
});
