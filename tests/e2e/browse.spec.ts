import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openInApp, test, waitForHydration } from './fixtures.ts';

const count = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.getByRole('article');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
/** A filter section of the sidebar, by its heading. */
const section = (page: Page, name: string) =>
  sidebar(page)
    .locator('details')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('browse page', () => {
  test('lists the six samples first, accessibly', async ({ page }) => {
    await page.goto('/browse');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Senior Living Communities' }),
    ).toBeVisible();
    await expect(count(page)).toHaveText('6 results');
    await expect(cards(page)).toHaveCount(6);
    const first = cards(page).first();
    await expect(
      first.getByRole('heading', { name: 'Rose City Gardens Assisted Living' }),
    ).toBeVisible();
    await expect(first.getByText('Assisted Living', { exact: true })).toBeVisible();
    await expect(first.getByText('Portland, OR')).toBeVisible();
    await expect(first.getByText('From $3,200/month')).toBeVisible();
    await expect(first.getByText('No reviews yet')).toBeVisible();
    await expect(first.getByText('Sample listing')).toBeVisible();
    // The first photo loads eagerly, the others lazily, and every image has its size.
    await expect(first.locator('img')).toHaveAttribute('loading', 'eager');
    await expect(cards(page).nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(first.locator('img')).toHaveAttribute('width', /\d+/);
    // Filter sections are native <details>: Care Types and Price Range open, Amenities closed
    // until one is chosen.
    await expect(section(page, 'Care Types')).toHaveAttribute('open', '');
    await expect(section(page, 'Price Range')).toHaveAttribute('open', '');
    await expect(section(page, 'Amenities')).not.toHaveAttribute('open');
    await expect(sidebar(page).getByRole('checkbox', { name: 'Garden' })).toBeHidden();
    // Open, it is read as well as closed (axe below checks the page with it open).
    await sidebar(page).locator('summary', { hasText: 'Amenities' }).click();
    await expect(sidebar(page).getByRole('checkbox', { name: 'Garden' })).toBeVisible();
    // No distance filter until a zip or location is set.
    await expect(page.getByRole('slider', { name: 'Distance in miles' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the care type filter changes the results and the URL; Back undoes it', async ({ page }) => {
    await page.goto('/browse');
    await expect(count(page)).toHaveText('6 results');
    // The filter indicator shows for about 300 ms after each change: too short to poll for on a
    // busy machine, so the page itself records whether it appeared.
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (document.body.innerText.includes('Updating results…')) {
          document.body.dataset.sawUpdating = 'true';
          seen.disconnect();
        }
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await sidebar(page).getByRole('checkbox', { name: 'Memory Care' }).check();
    await expect(page.locator('body')).toHaveAttribute('data-saw-updating', 'true');
    await expect(page).toHaveURL('/browse?type=memory-care');
    await expect(count(page)).toHaveText('1 result');
    await sidebar(page).getByRole('checkbox', { name: 'Skilled Nursing' }).check();
    await expect(page).toHaveURL('/browse?type=memory-care&type=skilled-nursing');
    await expect(count(page)).toHaveText('2 results');
    await expect(sidebar(page).getByRole('heading', { name: /Filters\s*2 active/ })).toBeVisible();
    await page.goBack();
    await expect(count(page)).toHaveText('1 result');
    await expect(
      sidebar(page).getByRole('checkbox', { name: 'Skilled Nursing' }),
    ).not.toBeChecked();
  });

  test('the price range slider filters by starting price', async ({ page }) => {
    await page.goto('/browse');
    await expect(count(page)).toHaveText('6 results');
    const max = page.getByRole('slider', { name: 'Maximum price' });
    await expect(max).toHaveAttribute('aria-valuemax', '6100');
    await max.focus();
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL('/browse?maxPrice=5100');
    await expect(count(page)).toHaveText('5 results');
    const min = page.getByRole('slider', { name: 'Minimum price' });
    await expect(min).toHaveAttribute('aria-valuemin', '1300');
    await min.focus();
    await page.keyboard.press('PageUp');
    await expect(page).toHaveURL('/browse?minPrice=2300&maxPrice=5100');
    await expect(count(page)).toHaveText('4 results');
    await expect(page.getByText('Commencement Bay Adult Day Center')).toHaveCount(0);
  });

  test('location text search shows the search text with the count', async ({ page }) => {
    await page.goto('/browse');
    await page.getByLabel('Location, city, or zip code').fill('wa');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/browse?location=wa');
    await expect(count(page)).toHaveText('5 results for “wa”');
    await expect(cards(page)).toHaveCount(5);
  });

  test('zip code and distance narrow the results, with distances on the cards', async ({
    page,
  }) => {
    await page.goto('/browse');
    const zip = sidebar(page).getByLabel('Zip code');
    const apply = sidebar(page).getByRole('button', { name: 'Apply', exact: true });
    await zip.fill('972');
    await expect(apply).toBeDisabled();
    await zip.fill('97214');
    await apply.click();
    await expect(page).toHaveURL('/browse?zip=97214');
    await expect(count(page)).toHaveText('2 results');
    await expect(cards(page).first().getByText('1 mi away')).toBeVisible();
    await expect(cards(page).nth(1).getByText('7 mi away')).toBeVisible();

    const distance = page.getByRole('slider', { name: 'Distance in miles' });
    await expect(distance).toHaveAttribute('aria-valuenow', '50');
    await expect(sidebar(page).getByText('1 mile', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText('100 miles', { exact: true })).toBeVisible();
    await distance.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('PageDown');
    await expect(page).toHaveURL('/browse?zip=97214&radius=20');
    await expect(count(page)).toHaveText('2 results');
    await expect(page.getByText('Portland, OR')).toBeVisible();
    await expect(page.getByText('Vancouver, WA')).toBeVisible();
    await distance.press('Home');
    await expect(page).toHaveURL('/browse?zip=97214&radius=1');
    await expect(count(page)).toHaveText('1 result');
    await expectNoAxeViolations(page);
  });

  test('an invalid zip code gets the spec message', async ({ page }) => {
    await page.goto('/browse');
    await sidebar(page).getByLabel('Zip code').fill('12a45');
    await sidebar(page).getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Please enter a valid 5-digit zip code')).toBeVisible();
    await expect(sidebar(page).getByLabel('Zip code')).toHaveAttribute('aria-invalid', 'true');
    // Refused by the script, or sent before it ran and ignored by the search: nothing narrowed.
    await expect(count(page)).toHaveText('6 results');
    await expect(sidebar(page).getByLabel('Zip code')).toHaveAttribute('maxlength', '5');
  });

  test('Clear filters resets everything except the location text', async ({ page }) => {
    await page.goto('/browse?location=wa&type=memory-care&maxPrice=5000&zip=98661&radius=30');
    await expect(count(page)).toHaveText('1 result for “wa”');
    await expect(sidebar(page).getByLabel('Zip code')).toHaveValue('98661');
    await sidebar(page).getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/browse?location=wa');
    await expect(count(page)).toHaveText('5 results for “wa”');
    await expect(sidebar(page).getByLabel('Zip code')).toHaveValue('');
    await expect(sidebar(page).getByRole('checkbox', { name: 'Memory Care' })).not.toBeChecked();
    await expect(page.getByLabel('Location, city, or zip code')).toHaveValue('wa');
  });

  test('Use my location measures distance from the browser position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.5122, longitude: -122.6515 });
    await page.goto('/browse?zip=98107');
    await sidebar(page).getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Location access granted')).toBeVisible();
    // Setting coordinates clears the zip.
    await expect(page).toHaveURL('/browse?lat=45.5122&lng=-122.6515');
    await expect(sidebar(page).getByLabel('Zip code')).toHaveValue('');
    await expect(sidebar(page).getByText('Using your location')).toBeVisible();
    await expect(count(page)).toHaveText('2 results');
    await expect(page.getByRole('slider', { name: 'Distance in miles' })).toBeVisible();
    // Applying a zip clears the coordinates.
    await sidebar(page).getByLabel('Zip code').fill('98107');
    await sidebar(page).getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL('/browse?zip=98107');
  });

  test('a denied location request shows the spec message', async ({ page }) => {
    await page.addInitScript(() => {
      const denied = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
      Object.defineProperty(navigator.geolocation, 'getCurrentPosition', {
        value: (_ok: unknown, fail: (error: typeof denied) => void) =>
          setTimeout(() => fail(denied), 50),
      });
    });
    await page.goto('/browse');
    await sidebar(page).getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('You denied the request for geolocation')).toBeVisible();
    await expect(page).toHaveURL('/browse');
  });

  test('the toggle and Ctrl+B collapse the sidebar, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/browse');
    await expect(count(page)).toHaveText('6 results');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    // A press before the page has hydrated is held until it has (docs/decisions/083).
    await sidebar(page).getByRole('button', { name: 'Hide filters' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(page.getByRole('checkbox', { name: 'Memory Care' })).toHaveCount(0);
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expectNoAxeViolations(page);
    await sidebar(page).getByRole('button', { name: 'Show filters' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  });

  test('Load more fetches the next page from the API', async ({ page }) => {
    // Four per page (instead of twelve) so the six samples span two pages.
    await page.route(/\/api\/listings\?/, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('pageSize', '4');
      return route.continue({ url: url.toString() });
    });
    await openInApp(page, '/browse');
    await expect(count(page)).toHaveText('6 results');
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByText('Showing 4 of 6 communities')).toBeVisible();
    // A link to ?page=2 (for a browser without the script); here the next page comes in place,
    // and a keyboard user goes on from the first community it brought.
    const loadMore = page.getByRole('link', { name: 'Load more' });
    await expect(loadMore).toHaveAttribute('href', '?page=2');
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/browse$/);
    await expect(cards(page).nth(4).getByRole('link').first()).toBeFocused();
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
    await expect(cards(page).last().getByRole('heading')).toHaveText(
      'Capitol Hills Skilled Nursing & Rehabilitation',
    );
  });

  test('shows the empty state', async ({ page }) => {
    await page.goto('/browse?location=nowhere-at-all');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search filters or location')).toBeVisible();
    await expect(count(page)).toHaveText('0 results for “nowhere-at-all”');
  });

  test('shows "Failed to load listings" only when nothing can be shown', async ({ page }) => {
    await page.route(/\/api\/listings\?/, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Something went wrong' }, requestId: 'x' },
      }),
    );
    await openInApp(page, '/browse');
    await expect(page.getByRole('heading', { name: 'Failed to load listings' })).toBeVisible();
    await page.unroute(/\/api\/listings\?/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(count(page)).toHaveText('6 results');
  });

  test('a degraded answer shows the samples with a notice', async ({ page }) => {
    await page.route(/\/api\/listings\?/, async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, json: { ...(await response.json()), degraded: true } });
    });
    await openInApp(page, '/browse');
    await expect(count(page)).toHaveText('6 results');
    await expect(page.getByText(/only sample listings are shown/)).toBeVisible();
  });
});

test.describe('browse page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters live in an off-canvas panel opened by the Filters button', async ({ page }) => {
    await page.goto('/browse?type=memory-care&zip=97214');
    await expect(count(page)).toHaveText('1 result');
    await expect(sidebar(page)).toHaveCount(0);
    const toggle = page.getByRole('button', { name: /Filters\s*2 active/ });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Memory Care' })).toBeChecked();
    await expectNoAxeViolations(page);
    await panel.getByRole('checkbox', { name: 'Assisted Living' }).check();
    await expect(panel.getByRole('button', { name: 'Show 2 results' })).toBeVisible();
    await panel.getByRole('button', { name: 'Show 2 results' }).click();
    await expect(panel).toBeHidden();
    // Focus is back on the button that opened the panel, not at the top of the page.
    await expect(page.getByRole('button', { name: /Filters\s*3 active/ })).toBeFocused();
    await expect(cards(page)).toHaveCount(2);
    await page.keyboard.press('Control+b');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the order of the results lines up with the heading above it', async ({ page }) => {
    await page.goto('/browse?type=memory-care');
    await expect(count(page)).toBeVisible();
    const left = async (element: Locator) => (await element.boundingBox())!.x;
    const heading = page.getByRole('heading', { name: 'Senior Living Communities' });
    expect(await left(page.getByText('Sort by', { exact: true }))).toBe(await left(heading));
  });
});

test('the browse page starts without building an Intl object', async ({ page }) => {
  // The first one loads the browser's locale data: about 10 ms on a phone, in the task that
  // starts the app (docs/decisions/039).
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlBuilt: built });
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Segmenter', 'PluralRules']) {
      intl[name] = new Proxy(intl[name], {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target, args) as object;
        },
      });
    }
    for (const [type, method] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
    ] as const) {
      const methods = type as unknown as Record<string, (...args: unknown[]) => string>;
      const original = methods[method];
      methods[method] = function (this: unknown, ...args: unknown[]) {
        built.push(method);
        return original.apply(this, args);
      };
    }
  });
  await page.goto('/browse');
  await waitForHydration(page);
  await expect(count(page)).toHaveText('6 results');
  expect(
    await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
  ).toEqual([]);
});

// A phone's Chromium says it is one (Sec-CH-UA-Mobile): the server lays the page out for it, so
// the page hydrates as it arrived (docs/decisions/066).
test.describe('browse page on a phone that says so', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
  });

  test('arrives without the sidebar, hydrates without a mismatch, and opens the panel', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const html = await (await page.request.get('/browse?type=memory-care')).text();
    expect(html).not.toContain('aria-label="Filters"');
    await page.goto('/browse?type=memory-care');
    await waitForHydration(page);
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: /Filters\s*1 active/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel.getByRole('checkbox', { name: 'Memory Care' })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('a wide window with the phone hint gets its sidebar in a place kept for it', async ({
    page,
    browser,
  }) => {
    const wide = { width: 1280, height: 900 };
    const results = (p: Page) => p.getByRole('region', { name: 'Results' });
    // Before the script runs, as the server laid it out for a phone.
    const before = await browser.newContext({
      viewport: wide,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
    });
    const unscripted = await before.newPage();
    await unscripted.goto('/browse?type=memory-care');
    await expect(sidebar(unscripted)).toHaveCount(0);
    // Where the results start and how wide they are (their height follows the sidebar's).
    const place = async (p: Page) => {
      const box = await results(p).boundingBox();
      return box && { x: box.x, y: box.y, width: box.width };
    };
    const arrived = await place(unscripted);
    await before.close();

    await page.setViewportSize(wide);
    await page.goto('/browse?type=memory-care');
    await expect(sidebar(page).getByRole('checkbox', { name: 'Memory Care' })).toBeChecked();
    expect(await place(page)).toEqual(arrived);
  });
});
