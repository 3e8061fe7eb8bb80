import { slugify } from '#shared/seo-paths.ts';
import { E2E_BASE_URL } from './base-url.ts';
import { createAccount, expect, expectNoAxeViolations, signInViaApi, test } from './fixtures.ts';

const headers = { origin: E2E_BASE_URL };
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type JsonLd = { '@type': string; [key: string]: unknown };

/**
 * A provider with two real communities in a city of its own (unique per run), near Portland. Basic
 * plan and care types other specs do not count, so the home page's featured samples and the
 * browse counts of other specs stay as they expect (this file runs after them).
 */
async function seedCity(request: import('@playwright/test').APIRequestContext) {
  const city = `Elmwood ${suffix()}`;
  const post = async (title: string, careType: string, pricingStartingAt: number) => {
    const response = await request.post('/api/provider/listings', {
      headers,
      data: {
        title,
        careType,
        description: 'A friendly community with daily activities, meals and caring staff.',
        address: '100 Main Street',
        city,
        state: 'OR',
        zipCode: '97214',
        pricingStartingAt,
        contactPhoneNumber: '(503) 555-0100',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await post(`Cedar Court ${city}`, 'assisted-living', 3400);
  await post(`Birch Lodge ${city}`, 'independent-living', 6100);
  return { city, slug: slugify(city) };
}

test.describe('city × care-type pages', () => {
  test('list the communities of a care type in and near a city, with links and no errors', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? problems.push(m.text()) : undefined));
    page.on('pageerror', (e) => problems.push(e.message));
    const provider = await createAccount(page.request, { type: 'provider' });
    await signInViaApi(page, provider);
    expect(
      (await page.request.put('/api/subscription', { data: { plan: 'Basic' }, headers })).ok(),
    ).toBe(true);
    const { city, slug } = await seedCity(page.request);

    const path = `/assisted-living/or/${slug}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const title = `Assisted Living in ${city}, OR`;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | CareNest`);
    await expect(page.getByText(/communit(y|ies)\s+within 25 miles of/)).toBeVisible();
    await expect(page.getByRole('link', { name: `Cedar Court ${city}` })).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      `${E2E_BASE_URL}${path}`,
    );
    await expect(page.locator('meta[name=robots]')).toHaveCount(0);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as JsonLd,
    );
    expect(ld.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'ItemList']);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`${city}, OR`);
    const others = page.getByRole('navigation', {
      name: `Other types of care in and near ${city}`,
    });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/city-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/city-390.png', fullPage: true });
    await expectNoAxeViolations(page);

    // The other care type in the same city is one click away.
    await others.getByRole('link', { name: /Independent Living/ }).click();
    await expect(page).toHaveURL(`/independent-living/or/${slug}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Independent Living in ${city}, OR` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `Birch Lodge ${city}` })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an empty page is kept out of search indexes; unknown cities 404; other spellings move', async ({
    page,
    request,
  }) => {
    const provider = await createAccount(page.request, { type: 'provider' });
    await signInViaApi(page, provider);
    expect(
      (await page.request.put('/api/subscription', { data: { plan: 'Basic' }, headers })).ok(),
    ).toBe(true);
    const { city, slug } = await seedCity(page.request);

    const response = await request.get(`/respite-care/or/${slug}`);
    expect(response.status()).toBe(200);
    await page.goto(`/respite-care/or/${slug}`);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    await expect(
      page.getByText(/No respite care communities are listed within 25 miles/),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: `Respite Care in ${city}, OR` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const missing = await request.get('/assisted-living/or/atlantis-under-the-sea');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    const moved = await request.get('/adult-daycare/OR/Portland', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/adult-day-care/or/portland');
  });

  test('care-type and community pages link to city pages', async ({ page }) => {
    const provider = await createAccount(page.request, { type: 'provider' });
    await signInViaApi(page, provider);
    expect(
      (await page.request.put('/api/subscription', { data: { plan: 'Basic' }, headers })).ok(),
    ).toBe(true);
    await seedCity(page.request);
    await page.goto('/services/assisted-living');
    const cities = page.getByRole('navigation', { name: 'Assisted Living by city' });
    await expect(cities.getByRole('link').first()).toBeVisible();
    await cities.getByRole('link').first().click();
    await expect(page).toHaveURL(/^.*\/assisted-living\/[a-z-]+\/[a-z0-9-]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Assisted Living in / }),
    ).toBeVisible();

    await page.goto('/communities/rose-city-gardens-assisted-living-1');
    await page.getByRole('link', { name: 'More assisted living in and near Portland' }).click();
    await expect(page).toHaveURL('/assisted-living/or/portland');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assisted Living in Portland, OR' }),
    ).toBeVisible();
  });
});
