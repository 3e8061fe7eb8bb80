import { readdirSync, readFileSync } from 'node:fs';
import { E2E_PORT } from './base-url.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { dateInFiveDays, providerWithListing, uniqueSuffix } from './provider-listing.ts';

// scripts/e2e-server.mjs keeps this run's data (and the .eml outbox) per port.
const outbox = `.data-e2e/db-${E2E_PORT}/mail`;
const mailTo = (address: string) =>
  readdirSync(outbox)
    .map((file) => readFileSync(`${outbox}/${file}`, 'utf8'))
    .filter((eml) => eml.includes(address));

test('a signed-out family requests a tour; the provider answers it under Inquiries', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { provider, id, title } = await providerWithListing(page);

  // The family, signed out.
  const family = await browser.newContext();
  const visitor = await family.newPage();
  await visitor.goto(`/browse?listing=${id}`);
  await visitor
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: 'Schedule Tour' })
    .click();
  const tour = visitor.getByRole('dialog', { name: 'Schedule a Tour' });
  await tour.getByRole('button', { name: /Request a tour/ }).click();
  const form = visitor.getByRole('dialog', { name: 'Request a tour' });
  await expect(
    form.getByText(`Your request goes to ${title} only, and to no one else.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  const familyEmail = `family-${uniqueSuffix()}@example.com`;
  await form.getByLabel('Your name').fill('Nora Family');
  await form.getByLabel('Email', { exact: true }).fill(familyEmail);
  await form.getByLabel('Phone (optional)').fill('5035550177');
  await form.getByLabel('Preferred date').fill(dateInFiveDays());
  await form.getByLabel('Time of day').selectOption('afternoon');
  await form.getByLabel('Number of visitors').fill('3');
  await form.getByLabel('Message (optional)').fill('Dad loves gardening.');
  await form.getByRole('radio', { name: 'Phone or email' }).click();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toContainText('Tour request sent');
  await expect(form.getByRole('status')).toContainText('What happens next');
  await family.close();

  // The provider: Inquiries tab with a count, contact details, status changed from the list.
  await page.goto('/dashboard?tab=analytics');
  const inquiries = page.getByRole('group', { name: 'Inquiries', exact: true });
  await expect(inquiries.getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByText('No answered requests yet')).toBeVisible();
  const tab = page.getByRole('tab', { name: /Inquiries/ });
  await expect(tab).toContainText('1 new');
  await tab.click();
  await expect(page).toHaveURL('/dashboard?tab=inquiries');
  const card = page.getByRole('listitem').filter({ hasText: 'Nora Family' });
  await expect(card).toContainText(title);
  await expect(card).toContainText(familyEmail);
  await expect(card).toContainText('(503) 555-0177');
  await expect(card).toContainText('afternoon · 3 visitors');
  await expect(card).toContainText('Dad loves gardening.');
  await expectNoAxeViolations(page);
  // On a phone the tabs and the request cards fit the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tab).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await card.getByLabel(/Status of the request/).selectOption('contacted');
  await expect(page.getByText('Marked contacted')).toBeVisible();
  await expect(tab).not.toContainText('new');
  // The provider's own response time (docs/decisions/035); families see it from 3 answers on.
  const responseTime = page.getByRole('heading', { name: 'Your response time' }).locator('..');
  await expect(responseTime).toContainText('1 request answered in the last 90 days');
  await expect(responseTime).toContainText('Answered within 2 hours: 100%');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page);
    await responseTime.screenshot({ path: `test-results/response-time-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('No answered requests yet')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Median time to contact' })).toBeVisible();

  const familyMail = mailTo(familyEmail).filter((m) => m.includes('Your tour request for'));
  expect(familyMail).toHaveLength(1);
  const providerMail = mailTo(provider.email).filter((m) => m.includes('New tour request for'));
  expect(providerMail).toHaveLength(1);
});

test('built-in samples do not offer a tour request', async ({ page }) => {
  await page.goto('/browse?listing=1');
  await page.getByRole('button', { name: 'Schedule Tour' }).click();
  const tour = page.getByRole('dialog', { name: 'Schedule a Tour' });
  await expect(tour.getByRole('link').first()).toBeVisible();
  await expect(tour.getByRole('button', { name: /Request a tour/ })).toHaveCount(0);
});
