import type { Page } from '@playwright/test';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  openInApp,
  signInViaApi,
  test,
} from './fixtures.ts';

const detail = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const ROSE = 'Rose City Gardens Assisted Living';

test.describe('listing detail dialog', () => {
  test('opens from a card, shows the full detail, and closing restores the URL', async ({
    page,
  }) => {
    await page.goto('/browse?type=assisted-living');
    const cardLink = page.getByRole('link', { name: ROSE });
    await cardLink.click();
    await expect(page).toHaveURL('/browse?type=assisted-living&listing=1');
    const dialog = detail(page, ROSE);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Sample listing', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Assisted Living', { exact: true })).toBeVisible();
    await expect(dialog.getByText('From $3,200/month').first()).toBeVisible();
    await expect(dialog.getByText('Includes three meals a day')).toBeVisible();
    await expect(dialog.getByText('Private rooms: Available')).toBeVisible();
    await expect(dialog.getByText('Capacity: 84 residents')).toBeVisible();
    await expect(dialog.getByText('Wheelchair Accessible')).toBeVisible();
    await expect(dialog.getByText('1420 SE Hawthorne Blvd, Portland, OR 97214')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:5035550142',
    );
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      /^mailto:tours@rosecitygardens\.example\.com\?subject=/,
    );
    const sections = dialog.getByRole('navigation', { name: 'Listing sections' });
    for (const name of ['About', 'Amenities', 'Pricing & Availability', 'Reviews', 'Location']) {
      await expect(sections.getByRole('button', { name })).toBeVisible();
    }
    await sections.getByRole('button', { name: 'Location' }).click();
    const locationHeading = dialog.getByRole('heading', { name: 'Location', level: 3 });
    await expect(locationHeading).toBeFocused();
    await expect(locationHeading).toBeInViewport();
    await expect(dialog.getByText('No reviews yet').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/browse?type=assisted-living');
    await expect(cardLink).toBeFocused();
  });

  const SECTIONS = ['About', 'Amenities', 'Pricing & Availability', 'Reviews', 'Location'];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px a section shortcut scrolls the body only: title and close stay`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/browse?listing=1');
      const dialog = detail(page, ROSE);
      const title = dialog.getByRole('heading', { level: 2, name: ROSE });
      const close = dialog.getByRole('button', { name: 'Close' });
      await expect(title).toBeInViewport({ ratio: 1 });
      // Measured once the panel has finished sliding in.
      await dialog.evaluate((panel) => Promise.all(panel.getAnimations().map((a) => a.finished)));
      const top = async () => ({
        dialog: (await dialog.boundingBox())?.y,
        title: (await title.boundingBox())?.y,
        // A panel that hides its overflow can still be scrolled, and then leaves a blank band.
        scrolled: await dialog.evaluate((panel) => panel.scrollTop),
      });
      const before = await top();
      const shortcuts = dialog.getByRole('navigation', { name: 'Listing sections' });
      for (const name of SECTIONS) {
        await shortcuts.getByRole('button', { name }).click();
        const heading = dialog.getByRole('heading', { level: 3, name });
        await expect(heading).toBeFocused();
        await expect(heading).toBeInViewport();
        await expect(title, name).toBeInViewport({ ratio: 1 });
        await expect(close, name).toBeInViewport({ ratio: 1 });
        await expect(shortcuts, name).toBeInViewport({ ratio: 1 });
        expect(await top(), name).toEqual(before);
      }
    });
  }

  test('opens straight from ?listing=3, and Back closes it', async ({ page }) => {
    await page.goto('/browse');
    await page.goto('/browse?listing=3');
    const dialog = detail(page, 'Columbia Riverside Memory Care');
    await expect(dialog).toBeVisible();
    // The server's stand-in for the dialog (for browsers without JavaScript) has given way.
    await expect(page.getByRole('region', { name: 'The community you opened' })).toHaveCount(0);
    await expect(dialog.getByText('From $4,500/month').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/browse');
    await page.goBack();
    await expect(dialog).toBeVisible();
  });

  test('an unknown listing says so inside the dialog', async ({ page }) => {
    await page.goto('/browse?listing=999');
    const dialog = page.getByRole('dialog', { name: 'Listing not found' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Back to listings' }).click();
    await expect(page).toHaveURL('/browse');
  });

  test('the gallery opened from a community page gives focus back to its photo', async ({
    page,
  }) => {
    await page.goto('/communities/rose-city-gardens-assisted-living-1');
    const opener = page.getByRole('button', { name: 'Open photo 1 of 2 in full screen' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: ROSE })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the fullscreen gallery moves with the arrow keys and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/browse?listing=1');
    const dialog = detail(page, ROSE);
    await dialog.getByRole('button', { name: 'Open photo 1 of 2 in full screen' }).click();
    const gallery = page.getByRole('dialog', { name: ROSE }).last();
    await expect(gallery.getByText('1 / 2', { exact: true })).toBeVisible();
    await expect(gallery.getByRole('list', { name: 'Thumbnails' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('2 / 2', { exact: true })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('1 / 2', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('2 / 2', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog).toBeVisible();
  });

  test('Schedule a Tour offers each contact method with its toast', async ({ page, context }) => {
    await context.route(/rosecitygardens\.example\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Scheduling</title>' }),
    );
    // Headless Chromium hands tel: and mailto: links to the operating system, which can swallow the
    // next click; the test keeps them in the page (the app's click handlers still run).
    await page.addInitScript(() => {
      const external = 'a[href^="tel:"], a[href^="mailto:"]';
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest(external)) {
            event.preventDefault();
          }
        },
        true,
      );
    });
    await page.goto('/browse?listing=1');
    const open = () => detail(page, ROSE).getByRole('button', { name: 'Schedule Tour' }).click();
    await open();
    const tour = page.getByRole('dialog', { name: 'Schedule a Tour' });
    await expect(tour.getByRole('link', { name: /Online Scheduling/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const email = tour.getByRole('link', { name: /Email/ });
    const href = decodeURIComponent((await email.getAttribute('href')) ?? '');
    expect(href).toContain(`subject=Tour request: ${ROSE}`);
    expect(href).toContain('would like to schedule a tour');
    await expectNoAxeViolations(page);

    await tour.getByRole('link', { name: /Call/ }).click();
    await expect(page.getByText('Connecting you by phone')).toBeVisible();
    await expect(tour).toBeHidden();
    await open();
    await email.click();
    await expect(page.getByText('Opening email client')).toBeVisible();
    await expect(tour).toBeHidden();
    await open();
    const popup = page.waitForEvent('popup');
    await tour.getByRole('link', { name: /Online Scheduling/ }).click();
    await expect(page.getByText('Opening scheduling page')).toBeVisible();
    expect((await popup).url()).toBe('https://rosecitygardens.example.com/schedule');
  });

  test('Schedule a Tour shows only the methods a provider set up', async ({ page }) => {
    await page.goto('/browse?listing=2');
    await detail(page, 'Puget Vista Independent Living')
      .getByRole('button', { name: 'Schedule Tour' })
      .click();
    const tour = page.getByRole('dialog', { name: 'Schedule a Tour' });
    await expect(tour.getByRole('link', { name: /Call/ })).toBeVisible();
    await expect(tour.getByRole('link', { name: /Email/ })).toBeVisible();
    await expect(tour.getByRole('link', { name: /Online Scheduling/ })).toHaveCount(0);
  });

  test('with no contact method the tour dialog says so', async ({ page }) => {
    await page.route(/\/api\/listings\/1$/, async (route) => {
      const response = await route.fetch();
      const listing = await response.json();
      const contact = { phone: null, email: null, externalUrl: null, website: null };
      await route.fulfill({ response, json: { ...listing, contact } });
    });
    // Opened inside the app: a page load would carry the listing in its HTML instead.
    await openInApp(page, '/browse?listing=1');
    const dialog = detail(page, ROSE);
    await expect(dialog.getByRole('link', { name: 'Call' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Schedule Tour' }).click();
    const tour = page.getByRole('dialog', { name: 'Schedule a Tour' });
    await expect(
      tour.getByText(
        "This provider hasn't set up contact preferences yet. Please try again later.",
      ),
    ).toBeVisible();
    await expect(tour.getByText('No contact methods available')).toBeVisible();
  });

  test('Share copies the link; Save and Write a Review ask visitors to log in', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/browse?listing=1');
    const dialog = detail(page, ROSE);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/communities\/rose-city-gardens-assisted-living-1$/,
    );

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please log in to save favorites')).toBeVisible();
    const auth = page.getByRole('dialog', { name: 'Welcome to CareNest' });
    await expect(auth.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(auth).toBeHidden();

    await dialog.getByRole('button', { name: 'Write a Review' }).click();
    await expect(page.getByText('Please log in to leave a review')).toBeVisible();
    await expect(auth).toBeVisible();
  });

  test('the card heart asks visitors to log in', async ({ page }) => {
    await page.goto('/browse');
    await page.getByRole('button', { name: `Save ${ROSE} to favorites` }).click();
    await expect(page.getByText('Please log in to save favorites')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to CareNest' })).toBeVisible();
    await expect(page).toHaveURL('/browse');
  });

  test('signed in, Save and Write a Review work without asking to log in', async ({ page }) => {
    const user = await createAccount(page.request);
    await signInViaApi(page, user);
    await page.goto('/browse?listing=1');
    const dialog = detail(page, ROSE);
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await dialog.getByRole('button', { name: 'Write a Review' }).click();
    await expect(page.getByRole('dialog', { name: 'Write a Review' })).toBeVisible();
    await expect(page.getByText('Please log in to leave a review')).toHaveCount(0);
  });
});

test.describe('a ?listing= link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('names the listing and links to its community page, which shows the detail', async ({
    page,
  }) => {
    await page.goto('/browse?listing=1');
    const opened = page.getByRole('region', { name: 'The community you opened' });
    await expect(opened.getByText(ROSE)).toBeVisible();
    await expect(opened.getByText('Portland, OR · From $3,200/month')).toBeVisible();
    const details = opened.getByRole('link', { name: 'View details' });
    await expect(details).toHaveAttribute(
      'href',
      '/communities/rose-city-gardens-assisted-living-1',
    );
    await details.click();
    await expect(page).toHaveURL('/communities/rose-city-gardens-assisted-living-1');
    await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:5035550142',
    );

    // Without ?listing= the browse page is the plain list.
    await page.goto('/browse');
    await expect(page.getByRole('region', { name: 'The community you opened' })).toHaveCount(0);
  });
});

test('the page a ?listing= link shows without JavaScript has no axe violations', async ({
  page,
}) => {
  // Axe runs as a script in the page: here the page runs scripts, but the app's own never load,
  // so it stays the server's HTML, as a browser without JavaScript shows it.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.mainFrame().goto('/browse?listing=1');
  const opened = page.getByRole('region', { name: 'The community you opened' });
  await expect(opened.getByRole('link', { name: 'View details' })).toBeVisible();
  await expectNoAxeViolations(page);
});
