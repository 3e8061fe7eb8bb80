import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url.ts';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  signInViaApi,
  test,
  waitUntilTheDayHasRoom,
} from './fixtures.ts';

const BASIC_LIMIT =
  "You've reached the maximum number of listings for the Basic plan. Please upgrade to Premium for unlimited listings.";
const headers = { origin: E2E_BASE_URL };

// --- A tiny real PNG (solid colour), so the server's image pipeline accepts it. ---
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(rgb: [number, number, number], size = 16) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(size).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function listingBody(title: string, city: string) {
  return {
    title,
    careType: 'assisted-living',
    description: 'A friendly community with daily activities, meals and caring staff.',
    address: '100 Main Street',
    city,
    state: 'OR',
    zipCode: '97201',
    pricingStartingAt: 3000,
    contactPhoneNumber: '(503) 555-0100',
  };
}

async function openTab(page: Page, name: 'Subscription' | 'Listings' | 'Analytics') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

const planCard = (page: Page, plan: 'Basic' | 'Premium') =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });

test.describe('provider dashboard and listings', () => {
  test('a provider subscribes, lists, edits, reaches the Basic limit, upgrades and cancels', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const user = await createAccount(page.request, { type: 'provider', name: 'Pat Provider' });
    await signInViaApi(page, user);
    const city = `Larkspur ${suffix()}`;
    const title = `Maple Grove ${suffix()}`;

    // No subscription yet: every tab says so.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Provider Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome back, Pat Provider')).toBeVisible();
    await expect(
      page.getByText('No active subscription. Subscribe to list properties.'),
    ).toBeVisible();
    await expect(page.getByText('Select a plan below to subscribe')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await openTab(page, 'Listings');
    await expect(page).toHaveURL(/tab=listings/);
    await expect(page.getByText('Subscription Required')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Listing' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await openTab(page, 'Analytics');
    await expect(page.getByText('Analytics require a subscription')).toBeVisible();
    await expect(page.getByText('Subscribe to a plan to access analytics')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'View Subscription Plans' }).click();
    await expect(page).toHaveURL(/tab=subscription/);

    // Subscribe to Basic.
    await planCard(page, 'Basic').getByRole('button', { name: 'Select Plan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Activate Basic' }).click();
    await expect(page.getByText('Basic subscription activated!')).toBeVisible();
    await expect(
      planCard(page, 'Basic').getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    await expect(planCard(page, 'Basic').getByText('Current Plan', { exact: true })).toHaveCount(2);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Create a listing with two images; validation messages come first.
    await openTab(page, 'Listings');
    await page.getByRole('link', { name: 'Add Listing' }).click();
    await expect(page).toHaveURL('/create-listing');
    await expect(page.getByRole('heading', { name: 'Create New Listing' })).toBeVisible();
    await expect(
      page.getByText('Add a new senior care facility to your provider account'),
    ).toBeVisible();
    await expect(page.getByLabel('Care Type', { exact: true })).toHaveValue('assisted-living');
    await expect(page.getByRole('checkbox', { name: 'Private Rooms Available' })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByLabel('Listing Title', { exact: true }).fill('Tiny');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Description must be at least 30 characters')).toBeVisible();
    await expect(page.getByText('Price must be greater than 0')).toBeVisible();
    await expect(page.getByLabel('Listing Title', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Listing Title', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page);

    await page.getByLabel('Listing Title', { exact: true }).fill(title);
    await page.getByLabel('Care Type', { exact: true }).selectOption('memory-care');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Secure memory care with a garden courtyard, music therapy and 24/7 nursing.');
    await page.getByLabel('Street Address').fill('42 Orchard Lane');
    await page.getByLabel('City', { exact: true }).fill(city);
    await page.getByLabel('State', { exact: true }).fill('OR');
    await page.getByLabel('ZIP Code').fill('97205');
    await page.getByLabel('Starting Price per month').fill('4100');
    await page.getByRole('checkbox', { name: 'Shared Rooms Available' }).check();

    await page.getByRole('button', { name: /Common amenities/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'WiFi' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Garden' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Custom amenity').fill('  Chapel  ');
    await page.getByLabel('Custom amenity').press('Enter');
    await page.getByLabel('Custom amenity').fill('Chapel');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const chips = page.getByRole('list', { name: 'Selected amenities' });
    await expect(chips.getByRole('listitem')).toHaveText(['WiFi', 'Garden', 'Chapel']);
    await chips.getByRole('button', { name: 'Remove Garden' }).click();
    await expect(chips.getByRole('listitem')).toHaveText(['WiFi', 'Chapel']);

    await page.getByRole('switch', { name: 'Phone Contact' }).click();
    await page.getByLabel('Phone Number').fill('5035550142');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(503) 555-0142');
    await page.getByRole('switch', { name: 'Email Contact' }).click();
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('switch', { name: 'Email Contact' }).click();
    await expect(page.getByLabel('Email Address')).toHaveCount(0);

    await page.getByLabel('Add images').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png([30, 120, 100]) },
      { name: 'garden.png', mimeType: 'image/png', buffer: png([200, 120, 40]) },
    ]);
    await expect(page.getByText('3 of 5 image slots remaining')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Selected images' }).getByRole('img')).toHaveCount(
      2,
    );

    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText('Listing created successfully')).toBeVisible();
    await expect(page).toHaveURL('/dashboard?tab=listings');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByText(`${city}, OR`)).toBeVisible();
    await expect(card.getByText('From $4,100/month')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /.+/);
    await expect(page.getByText('1 of 3 listings used')).toBeVisible();
    await expectNoAxeViolations(page);

    const mine = await (await page.request.get('/api/provider/listings')).json();
    const created = mine.listings[0];
    expect(created.title).toBe(title);
    expect(created.images).toHaveLength(2);
    expect(created.amenities).toEqual(['WiFi', 'Chapel']);
    expect(created.contact.phone).toBeTruthy();
    expect(created.contact.email).toBeNull();

    // Families find it.
    await page.goto(`/browse?location=${encodeURIComponent(city)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Edit: the form is prefilled; remove one photo and rename.
    await page.goto('/dashboard?tab=listings');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(`/edit-listing/${created.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
    await expect(page.getByText(`Update information for ${title}`)).toBeVisible();
    await expect(page.getByLabel('Listing Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Care Type', { exact: true })).toHaveValue('memory-care');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(503) 555-0142');
    await expect(page.getByText('3 of 5 image slots remaining')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect(page.getByText('4 of 5 image slots remaining')).toBeVisible();
    const renamed = `${title} Updated`;
    await page.getByLabel('Listing Title', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Update Listing' }).click();
    await expect(page.getByText('Listing updated successfully')).toBeVisible();
    await expect(page).toHaveURL('/dashboard?tab=listings');
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    const edited = await (await page.request.get(`/api/provider/listings/${created.id}`)).json();
    expect(edited.images).toEqual([created.images[0]]);

    // Listings 2 and 3 through the API; the 4th is refused on the create page.
    for (const n of [2, 3]) {
      const response = await page.request.post('/api/provider/listings', {
        data: listingBody(`Second Home ${n} ${suffix()}`, city),
        headers,
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.reload();
    await expect(page.getByText('3 of 3 listings used')).toBeVisible();
    // The limit shows before it bites: Add Listing is disabled and says why.
    const add = page.getByRole('button', { name: 'Add Listing' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('3 of 3 listings used');
    await expect(page.getByRole('link', { name: 'Add Listing' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import sample listings' })).toBeDisabled();
    await expectNoAxeViolations(page);
    // The page itself still refuses, with the spec's message.
    await page.goto('/create-listing');
    await expect(page.getByText(BASIC_LIMIT)).toBeVisible();
    await expect(page).toHaveURL('/dashboard?tab=subscription');
    await openTab(page, 'Listings');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL('/dashboard?tab=subscription');

    // Upgrade to Premium: the listing is featured in browse.
    await planCard(page, 'Premium').getByRole('button', { name: 'Select Plan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Switch to Premium' }).click();
    await expect(page.getByText('Premium subscription activated!')).toBeVisible();
    await expect(
      planCard(page, 'Premium').getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    await expect(
      planCard(page, 'Basic').getByRole('button', { name: 'Select Plan' }),
    ).toBeEnabled();
    await page.goto(`/browse?location=${encodeURIComponent(city)}`);
    const browseCard = page.getByRole('article').filter({ hasText: renamed });
    await expect(browseCard.getByText('Featured')).toBeVisible();
    // The label says what it is, on hover and to screen readers.
    const explained = "Featured: a Premium community's paid placement";
    await expect(browseCard.getByTitle(explained)).toContainText(explained);

    // Delete one listing, confirming that it cannot be undone.
    await page.goto('/dashboard?tab=listings');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Listing' }).click();
    await expect(page.getByText('Listing deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);

    // Cancel the subscription.
    await openTab(page, 'Subscription');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect(page.getByText('Subscription canceled')).toBeVisible();
    await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Select Plan' })).toHaveCount(2);
  });

  test('the gates: seekers, signed-out visitors, no subscription, a foreign listing', async ({
    page,
  }) => {
    await page.goto('/create-listing');
    await expect(page.getByText('You must be logged in to create a listing')).toBeVisible();
    await expect(page).toHaveURL('/auth');

    const seeker = await createAccount(page.request, { type: 'seeker' });
    await signInViaApi(page, seeker);
    await page.goto('/dashboard');
    await expect(page.getByText('Provider access only')).toBeVisible();
    await expect(page).toHaveURL('/');

    const provider = await createAccount(page.request, { type: 'provider' });
    await signInViaApi(page, provider);
    await page.goto('/create-listing');
    await expect(page.getByText('Active subscription required to create listings')).toBeVisible();
    await expect(page).toHaveURL('/dashboard?tab=subscription');

    await page.goto('/edit-listing/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Listing Not Found' })).toBeVisible();
    await expect(
      page.getByText(
        "The listing you're looking for doesn't exist or you don't have permission to edit it.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard?tab=listings');
  });

  test('analytics count a visitor opening the listing and choosing Call', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000 + 120_000);
    // The visits below must fall on one UTC day (the test takes well under two minutes).
    await waitUntilTheDayHasRoom(120_000);
    const user = await createAccount(page.request, { type: 'provider' });
    await signInViaApi(page, user);
    expect(
      (await page.request.put('/api/subscription', { data: { plan: 'Premium' }, headers })).ok(),
    ).toBe(true);
    const title = `Cedar House ${suffix()}`;
    const response = await page.request.post('/api/provider/listings', {
      data: listingBody(title, `Elmwood ${suffix()}`),
      headers,
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = await response.json();

    await page.goto('/dashboard?tab=analytics');
    const views = page.getByRole('group', { name: 'Views', exact: true });
    const inquiries = page.getByRole('group', { name: 'Inquiries', exact: true });
    await expect(views.getByText('0', { exact: true })).toBeVisible();
    await expect(inquiries.getByText('0', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Conversion Rate', exact: true }).getByText('No views yet'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Performance by listing' })).toBeVisible();
    // The help text says what each number counts, tour requests included.
    await expect(page.getByText(/each visitor once per listing per\s+day \(UTC\)/)).toBeVisible();
    await expect(page.getByText(/Inquiries count every tour request/)).toBeVisible();
    await expectNoAxeViolations(page);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/browse?listing=${id}`);
    const dialog = visitor.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Schedule Tour' }).click();
    await visitor
      .getByRole('dialog', { name: 'Schedule a Tour' })
      .getByRole('link', { name: /Call/ })
      .click();
    await expect(visitor.getByText('Connecting you by phone')).toBeVisible();
    // The same visitor opening it again the same day, in a fresh browser session, is not a new view.
    const again = await browser.newContext();
    const revisit = await again.newPage();
    const viewed = revisit.waitForResponse((r) => r.url().endsWith(`/api/listings/${id}/views`));
    await revisit.goto(`/browse?listing=${id}`);
    expect((await viewed).status()).toBe(204);
    await again.close();
    await visitorContext.close();

    await page.reload();
    await expect(views.getByText('1', { exact: true })).toBeVisible();
    await expect(views.getByText('+1 vs previous 30 days')).toBeVisible();
    await expect(inquiries.getByText('1', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Conversion Rate', exact: true }).getByText('100.0%'),
    ).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByRole('cell')).toHaveText(['1', '1', '0']);
    await page.getByText('Show daily figures as a table').click();
    const daily = page.getByRole('region', { name: 'Daily figures' });
    await expect(daily.getByRole('columnheader')).toHaveText(['Date', 'Views', 'Inquiries']);
    // Thirty days, today last: one view and one inquiry today.
    await expect(daily.getByRole('row')).toHaveCount(31);
    await expect(daily.getByRole('row').last().getByRole('cell')).toHaveText(['1', '1']);
    const chart = page.getByRole('img', { name: 'Daily views and inquiries' });
    await expect(chart).toHaveAccessibleName(/1 view and 1 inquiry over the last 30 days/);

    // On a phone the chart scrolls, and opens on its latest days; the table fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const scroller = page.getByRole('group', { name: 'Daily chart' });
    await expect
      .poll(() => scroller.evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft))
      .toBeLessThan(2);
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const perListing = page.getByRole('region', { name: 'Figures per listing' });
    expect(await perListing.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
  test('images: at most 5, extra files dropped, a refused file is named and the rest upload', async ({
    page,
  }) => {
    const user = await createAccount(page.request, { type: 'provider' });
    await signInViaApi(page, user);
    expect(
      (await page.request.put('/api/subscription', { data: { plan: 'Basic' }, headers })).ok(),
    ).toBe(true);
    await page.goto('/create-listing');
    const title = `Willow Court ${suffix()}`;
    const body = listingBody(title, 'Salem');
    await page.getByLabel('Listing Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill(body.description);
    await page.getByLabel('Street Address').fill(body.address);
    await page.getByLabel('City', { exact: true }).fill(body.city);
    await page.getByLabel('State', { exact: true }).fill(body.state);
    await page.getByLabel('ZIP Code').fill(body.zipCode);
    await page.getByLabel('Starting Price per month').fill('2500');

    const files = [
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) },
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') },
      ...[1, 2, 3, 4, 5, 6].map((n) => ({
        name: `photo-${n}.png`,
        mimeType: 'image/png',
        buffer: png([n * 40, 90, 120]),
      })),
    ];
    await page.getByLabel('Add images').setInputFiles(files);
    // Too large for the server: said before it takes a slot.
    await expect(
      page.getByText('huge.jpg was not added: Images must be 10 MB or smaller.'),
    ).toBeVisible();
    // Named as an image, but its bytes are none: said when chosen, before it takes a slot.
    await expect(
      page.getByText(
        'broken.png was not added: it is not an image (JPEG, PNG, WebP, GIF, AVIF, HEIC, TIFF).',
      ),
    ).toBeVisible();
    // The sixth photo: past the limit.
    await expect(page.getByText(/1 file was not added/)).toBeVisible();
    await expect(page.getByText('0 of 5 image slots remaining')).toBeVisible();
    await expect(page.getByLabel('Image limit reached')).toBeDisabled();
    await page.getByRole('button', { name: 'Remove new photo photo-4.png' }).click();
    await expect(page.getByText('1 of 5 image slots remaining')).toBeVisible();
    await expect(page.getByLabel('Add images')).toBeEnabled();

    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText('Listing created successfully')).toBeVisible();
    await expect(page).toHaveURL('/dashboard?tab=listings');
    const mine = await (await page.request.get('/api/provider/listings')).json();
    expect(mine.listings[0].title).toBe(title);
    expect(mine.listings[0].images).toHaveLength(4);
  });
});
