import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_BASE_URL } from './base-url.ts';

export { expect };

/**
 * Resolves once the server-rendered page has hydrated. Only for tests of hydration itself
 * (server-rendering.spec.ts) and of the app's own client-side navigation: a test that acts as a
 * person never waits for it, since a person cannot see it.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

/**
 * Every spec acts as a person does: the moment a page shows. Links and forms work before the
 * page's script runs, and a button clicked before then is held and replayed once the page has
 * hydrated (docs/decisions/039-early-clicks.md).
 */
export const test = base;

/**
 * Opens `path` the way a click inside the app does, so the page loads its data from the API in
 * the browser (where a test can intercept it) instead of receiving it with the server's HTML.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/about');
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/**
 * A person's name no other test, and no earlier attempt of this one, has used: CI retries a
 * failed test on the same database, where the first attempt's reviews are still shown.
 */
export function uniqueName(name: string) {
  counter += 1;
  return `${name} ${process.pid}-${Date.now() % 1_000_000}-${counter}`;
}

/**
 * Waits, when fewer than `needMs` remain before midnight UTC, until the new day has begun. Analytics count a visitor once per listing per UTC day: a test that
 * views a listing twice across midnight would see two views.
 */
export async function waitUntilTheDayHasRoom(needMs: number): Promise<void> {
  const now = Date.now();
  const nextMidnight = Math.ceil((now + 1) / 86_400_000) * 86_400_000;
  if (nextMidnight - now >= needMs) return;
  await new Promise((resolve) => setTimeout(resolve, nextMidnight - now + 1_000));
}

export const PASSWORD = 'correct-horse-battery';

/**
 * Waits until every finite CSS transition and animation has ended (a toast fading in, a dialog
 * sliding up), so axe measures the colours a person reads rather than a frame half-way through a
 * fade. Endless animations (spinners) are left alone.
 */
async function waitForAnimationsToSettle(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 5; round += 1) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => animation.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Fails the test with a readable list when axe finds any violation on the page: its full default
 * rule set (WCAG A/AA and the best practices such as landmarks, one h1 and heading order).
 */
export async function expectNoAxeViolations(page: Page) {
  // A toast can change while axe reads the page (its 5 seconds end, the stack moves up), and a
  // transition caught half-way can measure as faint text: CI once failed so on a sonner title.
  // With reduced motion, which the app and sonner honour, every change lands at once, so axe
  // reads the colours a person reads once the page is still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await waitForAnimationsToSettle(page);
    await analyzeWithAxe(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function analyzeWithAxe(page: Page) {
  // Legacy mode runs axe.run in the page itself. The default mode runs axe in each frame, then
  // opens a blank page, injects axe again there and merges the frames' results: twice the time
  // per check. The app has no iframes, and both modes gave the same violations, passes, node
  // counts and inapplicable rules on the pages compared (docs/decisions/019).
  // Only violations are read, so axe builds full node lists (unique selectors) for them alone;
  // every rule still runs on every node. A third less time per check (docs/decisions/019).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export interface SeededUser {
  email: string;
  password: string;
  name: string;
}

/** Creates an account through the API (tests seed their own data). */
export async function createAccount(
  request: APIRequestContext,
  opts: { type?: 'seeker' | 'provider'; name?: string; company?: string } = {},
): Promise<SeededUser> {
  const type = opts.type ?? 'seeker';
  const user = { email: uniqueEmail(type), password: PASSWORD, name: opts.name ?? `E2E ${type}` };
  const response = await request.post('/api/auth/sign-up/email', {
    data: {
      ...user,
      type,
      ...(type === 'provider' ? { company: opts.company ?? 'E2E Care Co' } : {}),
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return user;
}

/** Signs in through the API so the page's context carries the session cookie. */
export async function signInViaApi(page: Page, user: SeededUser) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}
