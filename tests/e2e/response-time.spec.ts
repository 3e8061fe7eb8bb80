import { communityPath } from '#shared/seo-paths.ts';
import { E2E_BASE_URL } from './base-url.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { dateInFiveDays, providerWithListing, uniqueSuffix } from './provider-listing.ts';

const headers = { origin: E2E_BASE_URL };

test('families see how quickly a community answers, in the dialog and on the community page', async ({
  page,
  browser,
  request,
}) => {
  // A community whose provider answered three tour requests at once (docs/decisions/035).
  const { id, title } = await providerWithListing(page);
  for (const n of [1, 2, 3]) {
    // Sent signed out (the `request` fixture has no session); answered by the provider.
    const sent = await request.post(`/api/listings/${id}/tour-requests`, {
      data: {
        name: `Timed Family ${n}`,
        email: `timed-${n}-${uniqueSuffix()}@example.com`,
        preferredDate: dateInFiveDays(),
        timeOfDay: 'morning',
        visitors: 1,
        contactPreference: 'email',
      },
      headers,
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { id: requestId } = await sent.json();
    const answered = await page.request.patch(`/api/provider/tour-requests/${requestId}`, {
      data: { status: 'contacted' },
      headers,
    });
    expect(answered.ok(), await answered.text()).toBe(true);
  }

  const family = await (await browser.newContext()).newPage();
  // The figure comes with the listing's detail in the page: nothing is asked for after loading.
  // (The dialog's reviews still load on opening; that is not this figure.)
  const detailRequests: string[] = [];
  family.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path === `/api/listings/${id}` || path.endsWith('/response-time'))
      detailRequests.push(path);
  });
  await family.goto(`/browse?listing=${id}`);
  await waitForHydration(family);
  const dialog = family.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Usually responds within an hour')).toBeVisible();
  for (const width of [1280, 390]) {
    await family.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(family);
    await family.screenshot({ path: `test-results/response-badge-dialog-${width}.png` });
  }
  expect(detailRequests).toEqual([]);

  await family.goto(communityPath({ id, title }));
  await expect(family.getByText('Usually responds within an hour')).toBeVisible();
  for (const width of [1280, 390]) {
    await family.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(family);
    await family.screenshot({ path: `test-results/response-badge-page-${width}.png` });
  }
});
