import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Comparing communities (docs/decisions/044): picks from the cards go to a tray kept in the
// browser; the comparison is its address, so the link opens the same page anywhere.

const PICKS = [
  'Rose City Gardens Assisted Living',
  'Puget Vista Independent Living',
  'Columbia Riverside Memory Care',
];
const MORE = ['Lakeview Respite Suites', 'Commencement Bay Adult Day Center'];

test('compare three communities from browse through the tray, then open the link elsewhere', async ({
  page,
  browser,
}) => {
  await page.goto('/browse');
  for (const title of PICKS) {
    const toggle = page.getByRole('button', { name: `Compare ${title}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('region', { name: /^Compare \(/ });
  await expect(tray).toHaveAccessibleName('Compare (3 of 4)');
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: `Added ${PICKS[2]}` }),
  ).toBeAttached();
  await expectNoAxeViolations(page);

  // A fifth pick is refused with a message; nothing is dropped.
  await page.getByRole('button', { name: `Compare ${MORE[0]}` }).click();
  await page.getByRole('button', { name: `Compare ${MORE[1]}` }).click();
  await expect(tray.getByText('You can compare up to 4 communities')).toBeVisible();
  await tray.getByRole('button', { name: `Remove ${MORE[0]} from compare` }).click();
  await expect(tray).toHaveAccessibleName('Compare (3 of 4)');

  await page.getByRole('link', { name: 'Compare 3 communities' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=1,2,3$/);
  const table = page.getByRole('table');
  for (const title of PICKS) {
    await expect(table.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: /Care type\s*Differs/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^Distance/ })).toHaveCount(0);
  // Distances from a place: a plain GET form, the place goes into the address.
  await page.getByLabel('Distance from (city or ZIP)').fill('Portland, OR');
  await page.getByRole('button', { name: 'Show distances' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=1%2C2%2C3&near=Portland%2C\+OR$/);
  await expect(table.getByRole('rowheader', { name: /Distance from Portland, OR/ })).toBeVisible();
  // The tray steps aside on the comparison itself.
  await expect(tray).toHaveCount(0);

  // The shared link: another visitor, nothing in their browser, sees the same comparison.
  const shared = page.url();
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(shared);
  for (const title of PICKS) {
    await expect(
      theirs.getByRole('table').getByRole('columnheader', { name: new RegExp(title) }),
    ).toBeVisible();
  }
  await other.close();

  // Removing a column is a plain link to the smaller comparison.
  await table.getByRole('link', { name: `Remove ${PICKS[0]} from the comparison` }).click();
  await expect(page).toHaveURL(/\/compare\?ids=2,3&near=Portland%2C%20OR$/);
  await expect(page.getByRole('rowheader', { name: /Distance from Portland, OR/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: new RegExp(PICKS[0]) })).toHaveCount(0);
});

test('the picks survive a reload, and the community page has the toggle too', async ({ page }) => {
  await page.goto('/communities/rose-city-gardens-assisted-living-1');
  await page.getByRole('button', { name: `Compare ${PICKS[0]}` }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: `Compare ${PICKS[0]}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Compare (1 of 4)' })).toContainText(
    'Pick one more to compare.',
  );
});

test('a malformed comparison link says why, with status 400', async ({ page }) => {
  const response = await page.goto('/compare?ids=1');
  expect(response?.status()).toBe(400);
  await expect(page.getByText('Pick 2 to 4 communities to compare.')).toBeVisible();
});

test('an empty comparison says how to make one, and asks the API nothing', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/compare')) asked.push(request.url());
  });
  await page.goto('/compare');
  await expect(
    page.getByText(/^Pick two to four communities with their Compare buttons/),
  ).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(asked).toEqual([]);
});

test('on a phone the tray folds its picks away and opens them on request', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/browse');
  for (const title of [...PICKS, MORE[0]]) {
    const toggle = page.getByRole('button', { name: `Compare ${title}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('region', { name: 'Compare (4 of 4)' });
  // A row or two of the screen, not a third of it.
  expect((await tray.boundingBox())!.height).toBeLessThan(130);
  const remove = tray.getByRole('button', { name: `Remove ${PICKS[0]} from compare` });
  await expect(remove).toBeHidden();
  const show = tray.getByRole('button', { name: 'Show' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(tray.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  await remove.click();
  await expect(page.getByRole('region', { name: 'Compare (3 of 4)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Compare 3 communities' })).toBeVisible();
});

// Focus Not Obscured (WCAG 2.4.11): the page's scroll padding keeps what the keyboard reaches
// clear of the sticky header and of the tray fixed at the bottom.
/** The focused element's name when the tray or the header covers any of it. */
async function focusCovered(page: Page, tray: Locator, header: Locator): Promise<string | null> {
  const focused = page.locator(':focus');
  const [box, trayBox, headerBox] = await Promise.all(
    [focused, tray, header].map((l) => l.boundingBox()),
  );
  if (!box || !trayBox || !headerBox) return null;
  const covered = box.y + box.height > trayBox.y || box.y < headerBox.y + headerBox.height;
  if (!covered) return null;
  return (await focused.getAttribute('aria-label')) ?? (await focused.innerText());
}

for (const width of [1280, 390]) {
  test(`at ${width} px, Tab never leaves the focus under the tray or the header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 700 });
    await page.goto('/browse');
    for (const title of PICKS.slice(0, 2)) {
      await page.getByRole('button', { name: `Compare ${title}` }).click();
    }
    const tray = page.getByRole('region', { name: 'Compare (2 of 4)' });
    const header = page.getByRole('banner');
    await page.getByLabel('Sort by').focus();
    const hidden: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      if (await tray.evaluate((el) => el.contains(document.activeElement))) break;
      const covered = await focusCovered(page, tray, header);
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
  });
}
