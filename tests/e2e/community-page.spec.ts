import { E2E_BASE_URL } from './base-url.ts';
import { createAccount, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { providerWithListing, uniqueSuffix } from './provider-listing.ts';

const ROSE = 'Rose City Gardens Assisted Living';
const ROSE_PATH = '/communities/rose-city-gardens-assisted-living-1';

type JsonLd = { '@type': string; [key: string]: unknown };

test.describe('community page', () => {
  test('shows the whole community, its head and structured data, with no errors', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? problems.push(m.text()) : undefined));
    page.on('pageerror', (e) => problems.push(e.message));
    const response = await page.goto(ROSE_PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible();
    await expect(page.getByText('Sample listing', { exact: true })).toBeVisible();
    await expect(page.getByText('Includes three meals a day')).toBeVisible();
    await expect(page.getByText('Capacity: 84 residents')).toBeVisible();
    await expect(page.getByText('1420 SE Hawthorne Blvd, Portland, OR 97214')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule Tour' })).toBeVisible();
    await expect(page).toHaveTitle(`${ROSE} – Assisted Living in Portland, OR | CareNest`);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`${ROSE_PATH}$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/images\/samples\/sample-1-1\.webp$/,
    );
    // A sample is not a real community: kept out of search indexes, and no rating is claimed.
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as JsonLd,
    );
    const business = ld.find((item) => item['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: ROSE,
      address: { streetAddress: '1420 SE Hawthorne Blvd', addressLocality: 'Portland' },
      geo: { '@type': 'GeoCoordinates' },
      priceRange: 'From $3,200/month',
    });
    expect(business).not.toHaveProperty('aggregateRating');
    const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(4);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Assisted Living',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/community-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/community-390.png', fullPage: true });
    expect(problems).toEqual([]);
  });

  test('a community page carries its reviews and hydrates without asking for data', async ({
    page,
    request,
  }) => {
    const { id } = await providerWithListing(page);
    const reviewer = await createAccount(request, { name: 'Hal Reviewer' });
    const headers = { origin: E2E_BASE_URL };
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: { email: reviewer.email, password: reviewer.password },
      headers,
    });
    expect(signIn.ok()).toBe(true);
    const comment = `Patient night staff ${uniqueSuffix()}`;
    const review = await request.post(`/api/listings/${id}/reviews`, {
      data: { rating: 5, title: 'Gentle care', comment },
      headers,
    });
    expect(review.status(), await review.text()).toBe(201);

    await page.context().clearCookies();
    const problems: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? problems.push(m.text()) : undefined));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${r.url()}`);
    });
    // An old slug answers 301 to the canonical address, which the browser follows.
    await page.goto(`/communities/old-name-${id}`);
    const html = await (await page.request.get(page.url())).text();
    expect(html, 'the review is in the HTML').toContain(comment);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(comment)).toBeVisible();
    expect(problems).toEqual([]);
    // The visit is counted (a write); nothing is read again.
    expect(apiCalls).toEqual([`POST ${E2E_BASE_URL}/api/listings/${id}/views`]);
  });

  test('the photo carousel and the dialogs, whose code loads on demand, work at once', async ({
    page,
  }) => {
    await page.goto(ROSE_PATH);
    const carousel = page.getByRole('region', { name: `Photos of ${ROSE}` });
    await carousel.getByRole('button', { name: 'Next photo' }).click();
    await expect(carousel.getByText('Photo 2 of 2')).toHaveCount(1);
    await carousel.getByRole('button', { name: 'Next photo' }).click();
    await expect(carousel.getByText('Photo 1 of 2')).toHaveCount(1);
    // A dialog opened by keyboard gives the focus back to its button when it closes.
    const schedule = page.getByRole('button', { name: 'Schedule Tour' });
    await schedule.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Schedule a Tour' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(schedule).toBeFocused();
  });

  test('moves an old or wrong slug permanently and answers 404 for an unknown id', async ({
    request,
  }) => {
    const moved = await request.get('/communities/old-name-1', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(ROSE_PATH);
    const missing = await request.get('/communities/nowhere-999');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    expect((await request.get('/communities/no-id-at-all')).status()).toBe(404);
  });

  test('cards open the dialog, which links to the page; the card link is the page', async ({
    page,
  }) => {
    await page.goto('/browse?type=assisted-living');
    const card = page.getByRole('link', { name: ROSE });
    await expect(card).toHaveAttribute('href', ROSE_PATH);
    await card.click();
    const dialog = page.getByRole('dialog', { name: ROSE });
    await dialog.getByRole('link', { name: "View the community's page" }).click();
    await expect(page).toHaveURL(ROSE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible();
  });
});
