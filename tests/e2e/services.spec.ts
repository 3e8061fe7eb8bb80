import { SERVICE_MENU } from '#shared/constants.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('care-type pages', () => {
  test('a care-type page shows its content and its button browses that care type', async ({
    page,
  }) => {
    await page.goto('/services/memory-care');
    await expect(page.getByRole('heading', { level: 1, name: 'Memory Care' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What’s typically included' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions to ask on a tour' })).toBeVisible();

    const hero = page.getByRole('img', { name: /circular path through a garden/ });
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '900');
    // Half the width of a 1280px window: the browser picks the 640px copy, and it loads.
    await expect(hero).toHaveAttribute('srcset', /memory-care\.w640\.webp 640w/);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

    const browse = page.getByRole('link', { name: 'Browse Memory Care Communities' }).first();
    await expect(browse).toHaveAttribute('href', '/browse?type=memory-care');
    await browse.click();
    await expect(page).toHaveURL(/\/browse\?type=memory-care/);
  });

  test('an unknown care type is not found (404), not another page', async ({ page }) => {
    const response = await page.goto('/services/not-a-care-type');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Assisted Living' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the header’s adult-day-care link shows the adult daycare page at its own address', async ({
    page,
    request,
  }) => {
    const moved = await request.get('/services/adult-day-care', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/services/adult-daycare');

    // Inside the app the menu's link lands on the same address.
    await page.goto('/services/memory-care');
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('menuitem', { name: 'Adult Day Care' }).click();
    await expect(page).toHaveURL('/services/adult-daycare');
    await expect(page.getByRole('heading', { level: 1, name: 'Adult Daycare' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Browse Adult Daycare Centers' }).first(),
    ).toHaveAttribute('href', '/browse?type=adult-daycare');
  });

  test('home care has an honest page of its own', async ({ page }) => {
    await page.goto('/services/home-care');
    await expect(page.getByRole('heading', { level: 1, name: 'Home Care' })).toBeVisible();
    await expect(page.getByText(/not home care agencies/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Browse adult daycare and respite care' }).first(),
    ).toHaveAttribute('href', '/browse?type=adult-daycare&type=respite-care');
  });

  for (const { slug } of SERVICE_MENU) {
    test(`/services/${slug} has one heading, its illustration and no axe violations`, async ({
      page,
    }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('img', { name: /^Illustration/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
