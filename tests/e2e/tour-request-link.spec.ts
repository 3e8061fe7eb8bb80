import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { mailLink, TOUR_REQUEST_MAIL } from './mail.ts';
import { dateInFiveDays, providerWithListing, uniqueSuffix } from './provider-listing.ts';

/** A status badge is a compact pill at every width, never stretched to its card's size. */
async function expectCompactBadge(page: Page, badge: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const box = (await badge.boundingBox())!;
    expect(box.height, `badge height at ${width}px`).toBeLessThanOrEqual(32);
    expect(box.width, `badge width at ${width}px`).toBeLessThanOrEqual(220);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a signed-out family follows and withdraws a tour request from the link in their email', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id, title } = await providerWithListing(page);

  const family = await browser.newContext();
  const visitor = await family.newPage();
  await visitor.goto(`/communities/x-${id}`);
  const section = visitor.getByRole('region', { name: 'Request a tour' });
  await section.getByRole('link', { name: 'Request a tour' }).click();
  const familyEmail = `linked-${uniqueSuffix()}@example.com`;
  await section.getByLabel('Your name').fill('Lena Visitor');
  await section.getByLabel('Email', { exact: true }).fill(familyEmail);
  await section.getByLabel('Preferred date').fill(dateInFiveDays());
  await section.getByLabel('Time of day').selectOption('evening');
  await section.getByLabel('Message (optional)').fill('Can we join dinner?');
  await section.getByRole('button', { name: 'Send request' }).click();
  const sent = section.getByRole('status');
  await expect(sent).toContainText('Tour request sent');
  // A visitor has no profile: the way back is the link in the email.
  await expect(sent).toContainText('private link');
  await expect(sent).not.toContainText('profile');

  let link: string | null = null;
  await expect
    .poll(() => (link = mailLink(familyEmail, TOUR_REQUEST_MAIL.subject, TOUR_REQUEST_MAIL.link)))
    .not.toBeNull();
  await visitor.goto(new URL(link!).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Your tour request' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await expect(visitor.getByText('Can we join dinner?')).toBeVisible();
  await expect(visitor.getByText('New', { exact: true })).toBeVisible();
  await expectNoAxeViolations(visitor);

  await visitor.getByRole('button', { name: 'Withdraw request' }).click();
  const confirm = visitor.getByRole('alertdialog', { name: 'Withdraw this tour request?' });
  await expectNoAxeViolations(visitor);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(visitor.getByText('Tour request withdrawn')).toBeVisible();
  await expect(visitor.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
  // Opened again later, the link still shows the request, withdrawn.
  await visitor.reload();
  await expect(visitor.getByText('You withdrew this request', { exact: false })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await family.close();

  // The provider's inbox shows it withdrawn, without the family's details.
  await page.goto('/dashboard?tab=inquiries');
  const card = page.getByRole('listitem').filter({ hasText: title });
  const badge = card.getByText('Withdrawn by the family');
  await expect(badge).toBeVisible();
  await expect(card).not.toContainText(familyEmail);
  await expectCompactBadge(page, badge);
});
