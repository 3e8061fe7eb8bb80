import { NEWSLETTER_CONFIRMATION } from '#shared/newsletter-schemas.ts';
import { RESOURCE_SECTIONS } from '#shared/resource-catalog.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail } from './fixtures.ts';

test.describe('resources hub', () => {
  test('three tabs of six cards, each with a Read More link', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(3);
    for (const { label, section, cards } of RESOURCE_SECTIONS) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel', { name: label });
      await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(6);
      const readMore = panel.getByRole('link', { name: /^Read More/ });
      await expect(readMore).toHaveCount(6);
      await expect(readMore.first()).toHaveAttribute(
        'href',
        `/resources/${section}/${cards[0].slug}`,
      );
      await expectNoAxeViolations(page);
    }
  });

  test('each tab is a link, so the tabs work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources');
    const { label, section, cards } = RESOURCE_SECTIONS[1];
    await page.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(`/resources?tab=${section}`);
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: label });
    await expect(panel.getByRole('heading', { level: 3, name: cards[0].title })).toBeVisible();
    await context.close();
  });

  test('five FAQs open to show their answers', async ({ page }) => {
    await page.goto('/resources');
    const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faqs.locator('details')).toHaveCount(5);
    await faqs.getByText('Does Medicare pay for assisted living?').click();
    await expect(faqs.getByText(/Medicare pays for medical care/)).toBeVisible();
  });

  test('an article opens from its card, and Back returns to its tab', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('tab', { name: 'Financial Resources' }).click();
    await page
      .getByRole('link', { name: /^Read More\W+VA Benefits for Veterans and Spouses$/ })
      .click();
    await expect(page).toHaveURL('/resources/financial/veterans-benefits');
    await expect(
      page.getByRole('heading', { level: 1, name: 'VA Benefits for Veterans and Spouses' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aid and Attendance' })).toBeVisible();
    await page.getByRole('link', { name: 'Financial Resources', exact: true }).click();
    await expect(page).toHaveURL('/resources?tab=financial');
    await expect(page.getByRole('tab', { name: 'Financial Resources' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  for (const { section, cards } of RESOURCE_SECTIONS) {
    for (const card of cards) {
      test(`article /resources/${section}/${card.slug} has content`, async ({ page }) => {
        await page.goto(`/resources/${section}/${card.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
        await expect(page.locator('article li, article p').first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }

  test('an unknown article says so and links back', async ({ page }) => {
    await page.goto('/resources/guides/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Resources' }).click();
    await expect(page).toHaveURL('/resources');
  });

  test('newsletter: a valid email is confirmed (twice), an invalid one gets a message', async ({
    page,
  }) => {
    await page.goto('/resources');
    const email = page.getByLabel('Email address');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const address = uniqueEmail('newsletter');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await email.fill(address);
      await subscribe.click();
      await expect(page.getByText(NEWSLETTER_CONFIRMATION).last()).toBeVisible();
      await expect(email).toHaveValue('');
    }
  });
});
