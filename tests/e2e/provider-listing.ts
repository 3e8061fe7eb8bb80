import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url.ts';
import { createAccount, expect, signInViaApi, type SeededUser } from './fixtures.ts';

const headers = { origin: E2E_BASE_URL };
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A provider on Premium with one published memory-care listing, made through the API in the
 * page's context (which stays signed in as the provider).
 */
export async function providerWithListing(
  page: Page,
): Promise<{ provider: SeededUser; id: string; title: string }> {
  const provider = await createAccount(page.request, { type: 'provider' });
  await signInViaApi(page, provider);
  const plan = await page.request.put('/api/subscription', { data: { plan: 'Premium' }, headers });
  expect(plan.ok(), await plan.text()).toBe(true);
  const title = `Willow Court ${uniqueSuffix()}`;
  const created = await page.request.post('/api/provider/listings', {
    data: {
      title,
      careType: 'memory-care',
      description: 'A calm memory care community with secure gardens and familiar routines.',
      address: '12 Birch Lane',
      city: `Alder ${uniqueSuffix()}`,
      state: 'OR',
      zipCode: '97201',
      pricingStartingAt: 5200,
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  return { provider, id, title };
}

/** A preferred date five days from now as the date input wants it (yyyy-mm-dd, local time). */
export function dateInFiveDays(): string {
  const date = new Date(Date.now() + 5 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
