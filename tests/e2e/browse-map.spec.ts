import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The map on /browse (docs/decisions/046): beside the list, clustered markers, keyboard pan and
// zoom, a marker's card opening the listing, "Search this area", and the list without a script.

const MARKERS = '.map-cluster, .map-point';
const ROSE = 'Rose City Gardens Assisted Living';
const PUGET = 'Puget Vista Independent Living';

async function openMap(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(MARKERS).first()).toBeVisible({ timeout: 15_000 });
}

/** Where a marker sits on the map (MapLibre places markers by a CSS transform). */
const viewLink = (page: Page, name: 'List' | 'Map') =>
  page.getByRole('navigation', { name: 'Results view' }).getByRole('link', { name, exact: true });

const labelsOf = (page: Page) =>
  page
    .locator(MARKERS)
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'));

/** The communities the markers stand for: a cluster's count, or one for a single community. */
const countedByMarkers = (page: Page) =>
  page
    .locator(MARKERS)
    .evaluateAll((els) =>
      els.reduce(
        (sum, e) => sum + (e.classList.contains('map-cluster') ? Number(e.textContent) : 1),
        0,
      ),
    );

const placeOf = (page: Page) =>
  page
    .locator(MARKERS)
    .first()
    .evaluate((el) => (el as HTMLElement).style.transform);

test.describe('the browse map', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens beside the list with clustered markers and a text alternative', async ({
    page,
  }, testInfo) => {
    await openMap(page, '/browse?view=map');
    await expect(viewLink(page, 'Map')).toHaveAttribute('aria-current', 'true');
    await expect(viewLink(page, 'List')).not.toHaveAttribute('aria-current');
    // Read from the page itself: other tests add communities while this one runs, so a second
    // request to the API may count more than the page was given.
    const summary = page.getByTestId('map-summary');
    await expect(summary).toHaveText(
      /^Map of \d+ communities shown; the list has the same results\.$/,
    );
    const shown = Number((await summary.textContent())?.match(/\d+/)?.[0]);
    expect(shown).toBeGreaterThan(1);
    // Zoomed out on the US, nearby communities are one cluster that says how many it holds.
    const clusters = page.locator('.map-cluster');
    await expect(clusters.first()).toBeVisible();
    expect(await countedByMarkers(page)).toBe(shown);
    // The list is still there, beside the map.
    await expect(page.getByRole('heading', { name: ROSE, level: 2 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('browse-map-1280.png') });
  });

  test('moves and zooms by keyboard, and a cluster zooms in when pressed', async ({ page }) => {
    await openMap(page, '/browse?view=map');
    const canvas = page.getByRole('region', { name: /Map of the communities found/ });
    await canvas.focus();
    const before = await placeOf(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => placeOf(page)).not.toBe(before);
    // Zoomed out, the communities gather into fewer clusters.
    const markersBefore = await page.locator(MARKERS).count();
    expect(markersBefore).toBeGreaterThan(1);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Minus');
    // Five animated zoom steps: on a busy 2-core host the markers settle after several seconds.
    await expect
      .poll(() => page.locator(MARKERS).count(), { timeout: 15_000 })
      .toBeLessThan(markersBefore);
    // All of them in view, the markers are of one zoom: each community counted once, not also
    // in a marker left from the zoom before (seen on a busy host).
    const shown = Number((await page.getByTestId('map-summary').textContent())?.match(/\d+/)?.[0]);
    await expect.poll(() => countedByMarkers(page)).toBe(shown);
    // A cluster is a button: Enter on it zooms into its communities, which part again.
    const cluster = page.locator('.map-cluster').first();
    await expect(cluster).toHaveAttribute('aria-label', /^\d+ communities here: zoom in$/);
    const zoomedOut = await labelsOf(page);
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => labelsOf(page)).not.toBe(zoomedOut);
  });

  test('"Search this area" searches what the map shows', async ({ page }) => {
    await openMap(page, '/browse?view=map&location=Portland%2C+OR');
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/[?&]bbox=-1\d\d\.\d+%2C4\d\.\d+/);
    await expect(page).not.toHaveURL(/location=/);
    await expect(page.getByRole('heading', { name: ROSE, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: PUGET, level: 2 })).toHaveCount(0);
    // Zoom the area out and search again: Seattle's communities join the list.
    for (let i = 0; i < 7; i += 1) {
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.waitForTimeout(300);
    }
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page.getByRole('heading', { name: PUGET, level: 2 })).toBeVisible();
  });

  test("a community's marker opens its card, whose link opens the list's dialog", async ({
    page,
  }) => {
    await openMap(page, '/browse?view=map&bbox=-122.75,45.45,-122.55,45.7');
    await page.getByRole('button', { name: new RegExp(`^${ROSE}, From \\$`) }).click();
    await page.getByRole('link', { name: `View details of ${ROSE}` }).click();
    await expect(page).toHaveURL(/[?&]listing=1(&|$)/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: ROSE })).toBeVisible();
  });
});

test.describe('the browse map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the map above the list', async ({ page }, testInfo) => {
    await openMap(page, '/browse?view=map');
    await expect(page.getByTestId('map-summary')).toHaveText(/^Map of \d+ communities shown/);
    await page.screenshot({ path: testInfo.outputPath('browse-map-390.png') });
    // The map comes first on a phone, the list below it.
    const mapTop = (await page.locator('.maplibregl-canvas').boundingBox())!.y;
    const cardTop = (await page.getByRole('heading', { name: ROSE, level: 2 }).boundingBox())!.y;
    expect(mapTop).toBeLessThan(cardTop);
    await viewLink(page, 'List').click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map view is the list with a note', async ({ page }) => {
    await page.goto('/browse?view=map');
    await expect(page.getByText('The map needs JavaScript to show.')).toBeVisible();
    await expect(page.getByTestId('map-summary')).toHaveText(/^Map of \d+ communities shown/);
    await expect(page.getByRole('heading', { name: ROSE, level: 2 })).toBeVisible();
    await expect(page.getByText('Loading the map…')).toBeHidden();
  });
});
