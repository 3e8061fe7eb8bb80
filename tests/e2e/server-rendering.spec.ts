import type { Page } from '@playwright/test';
import { createAccount, expect, signInViaApi, test, waitForHydration } from './fixtures.ts';

/** Public pages: address, HTTP status, the h1 in the server's HTML, and the tab title. */
const PUBLIC_PAGES = [
  {
    path: '/',
    status: 200,
    h1: 'Find the right senior living community',
    title: 'Find senior living communities | CareNest',
  },
  {
    path: '/browse',
    status: 200,
    h1: 'Senior Living Communities',
    title: 'Browse senior living communities | CareNest',
  },
  {
    path: '/browse?type=memory-care&location=or',
    status: 200,
    h1: 'Senior Living Communities',
    title: 'Browse senior living communities | CareNest',
  },
  {
    path: '/services/memory-care',
    status: 200,
    h1: 'Memory Care',
    title: 'Memory Care | CareNest',
  },
  { path: '/resources', status: 200, h1: 'Resources', title: 'Resources | CareNest' },
  { path: '/resources/guides/choosing-a-community', status: 200, h1: null, title: null },
  {
    path: '/resources/guides/no-such-article',
    status: 404,
    h1: 'Article not found',
    title: 'Article not found | CareNest',
  },
  { path: '/reviews', status: 200, h1: 'Website Reviews', title: 'Website Reviews | CareNest' },
  { path: '/about', status: 200, h1: 'About CareNest', title: 'About CareNest | CareNest' },
  { path: '/privacy', status: 200, h1: null, title: null },
  {
    path: '/no-such-page',
    status: 404,
    h1: 'Oops! Page not found',
    title: 'Page not found | CareNest',
  },
] as const;

/** Console errors and warnings, uncaught errors, API calls and stylesheets while the page loads. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  const stylesheets: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The document's own 404 status is the point of the not-found pages.
    if (message.text().includes('status of 404') && message.location().url === page.url()) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      apiCalls.push(`${request.method()} ${request.url()}`);
    }
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  return { problems, apiCalls, stylesheets };
}

test.describe('server rendering', () => {
  for (const spec of PUBLIC_PAGES) {
    test(`${spec.path} arrives rendered and hydrates without a warning or a request`, async ({
      page,
      request,
    }) => {
      const response = await request.get(spec.path);
      expect(response.status()).toBe(spec.status);
      expect(response.headers()['content-encoding'], 'the page is compressed').toMatch(
        /^(br|gzip)$/,
      );
      const html = await response.text();
      expect(html, 'the styles are in the page: no stylesheet blocks the first paint').toMatch(
        /<head>[\s\S]*<style>[\s\S]+<\/style>[\s\S]*<\/head>/,
      );
      // The link stays, disabled, so the module loader knows the styles are there (docs/decisions/020).
      expect(html.match(/<link rel="stylesheet"[^>]*>/g) ?? []).toEqual([
        expect.stringMatching(/ disabled>$/),
      ]);
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
      expect(h1, 'an h1 in the HTML').toBeTruthy();
      if (spec.h1) expect(h1).toBe(spec.h1);
      const head = html.slice(0, html.indexOf('</head>'));
      if (spec.title) expect(head).toContain(`<title>${spec.title}</title>`);
      expect(head).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
      expect(head).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/[^"]*"\/>/);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"\/>/);

      const { problems, apiCalls, stylesheets } = watch(page);
      await page.goto(spec.path);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(apiCalls, 'the server already sent the data').toEqual([]);
      expect(stylesheets, 'the styles in the page are not fetched again').toEqual([]);
      expect(await page.title()).toBe(spec.title ?? (await page.title()));
    });
  }

  test('the session is known in the HTML: no sign-in flash and no /api/me call', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, { name: 'Robin Server' });
    await signInViaApi(page, user);
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('aria-label="My Favorites"');
    expect(html).not.toContain('>Log In<');

    const { problems, apiCalls } = watch(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(problems).toEqual([]);
    expect(apiCalls.filter((call) => call.includes('/api/me'))).toEqual([]);
  });

  test('parts hydrated after the rest work in the app: the footer and later cards', async ({
    page,
  }) => {
    const { problems } = watch(page);
    // A full page load would forget this flag; a navigation inside the app keeps it.
    const markPage = () => page.evaluate(() => Object.assign(window, { samePage: true }));
    const isSamePage = () => page.evaluate(() => 'samePage' in window);
    await page.goto('/');
    await waitForHydration(page);
    await markPage();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About CareNest' })).toBeVisible();
    expect(await isSamePage(), 'the footer link navigated in the app').toBe(true);

    await page.goto('/browse');
    await waitForHydration(page);
    await markPage();
    // The fifth card: a hydrated card opens the dialog; server markup alone would load the page.
    const card = page.getByRole('article').nth(4);
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    expect(await isSamePage(), 'the card opened its dialog in the app').toBe(true);
    expect(problems).toEqual([]);
  });

  test('a visitor never gets a 401 while browsing public pages', async ({ page }) => {
    const statuses: number[] = [];
    page.on('response', (response) => statuses.push(response.status()));
    for (const path of ['/', '/browse', '/reviews', '/services/assisted-living']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(statuses).not.toContain(401);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the browse results are readable', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the right senior living community' }),
    ).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured communities' });
    await expect(featured.getByRole('article')).toHaveCount(6);

    await page.goto('/browse?type=memory-care');
    await expect(page.getByTestId('result-count')).toHaveText('1 result');
    await expect(
      page.getByRole('heading', { name: 'Columbia Riverside Memory Care' }),
    ).toBeVisible();
  });

  test('the browse filters and search submit as plain GETs that keep the other filters', async ({
    page,
  }) => {
    await page.goto('/browse?location=or');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Memory Care' }).check();
    await filters.getByRole('checkbox', { name: 'Assisted Living' }).check();
    await filters.getByRole('button', { name: 'Apply care types' }).click();
    await expect(page).toHaveURL('/browse?location=or&type=assisted-living&type=memory-care');
    await expect(filters.getByRole('checkbox', { name: 'Memory Care' })).toBeChecked();
    await expect(
      page.getByRole('heading', { name: 'Rose City Gardens Assisted Living' }),
    ).toBeVisible();

    await page.getByLabel('Location, city, or zip code').fill('Seattle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/browse?type=assisted-living&type=memory-care&location=Seattle');

    await filters.getByLabel('Zip code').fill('97214');
    await filters.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(
      /\/browse\?location=Seattle&type=assisted-living&type=memory-care&zip=97214$/,
    );
  });

  test('a community page and a city page are readable', async ({ page }) => {
    await page.goto('/communities/rose-city-gardens-assisted-living-1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rose City Gardens Assisted Living' }),
    ).toBeVisible();
    await expect(page.getByText('1420 SE Hawthorne Blvd, Portland, OR 97214')).toBeVisible();
    await page.goto('/assisted-living/or/portland');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assisted Living in Portland, OR' }),
    ).toBeVisible();
    await expect(page.getByText(/within 25 miles of Portland/)).toBeVisible();
  });

  test('the first image of a page is in the HTML, sized and fetched first', async ({ page }) => {
    for (const path of ['/', '/browse', '/communities/rose-city-gardens-assisted-living-1']) {
      await page.goto(path);
      const first = page.locator('main img').first();
      await expect(first, path).toHaveAttribute('fetchpriority', 'high');
      await expect(first, path).toHaveAttribute('width', /^\d+$/);
      await expect(first, path).toHaveAttribute('height', /^\d+$/);
      await expect(first, path).not.toHaveAttribute('loading', 'lazy');
      // Preloaded from the head, so it is fetched before the scripts the head lists after it.
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // React preloads a responsive image by its srcset alone, a fixed one by its href.
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
      expect(preload, path).toContain('fetchPriority="high"');
      const srcset = await first.getAttribute('srcset');
      expect(preload, path).toContain(
        srcset ? `imageSrcSet="${srcset}"` : `href="${await first.getAttribute('src')}"`,
      );
      expect(head.indexOf(preload || '-'), path).toBeLessThan(
        head.indexOf('<script type="module"'),
      );
      // The scripts paint nothing: one small module starts them once the page has painted, so
      // the HTML and that image have the connection to themselves (docs/decisions/037).
      expect(head, path).toMatch(
        /<script type="module" src="\/assets\/boot-[\w-]+\.js"><\/script>/,
      );
      expect(head, path).not.toContain('modulepreload');
      expect(head.match(/<script type="module"/g), path).toHaveLength(1);
    }
  });
});
