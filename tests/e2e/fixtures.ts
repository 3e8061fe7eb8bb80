import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_BASE_URL } from './base-url.ts';

export { expect, test };

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-battery';

/** Fails the test with a readable list when axe finds any WCAG A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
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
