import { describe, expect, it } from 'vitest';
import { PAGE_CACHE } from '#server/http/pages/pages.ts';
import { COMPARE_MESSAGES } from '#shared/compare-messages.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';
import type { TestContext } from '#tests/helpers/test-app.ts';
import { testAppWithPagesPerFile } from '#tests/helpers/web-pages.ts';

// /compare is rendered from its address alone (docs/decisions/044): without the page's script,
// for anyone, and cacheable like any page that does not depend on who asked.
let ctx: TestContext;
testAppWithPagesPerFile((app) => (ctx = app));

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function twoListings() {
  const provider = await insertProvider(ctx.database.db);
  const a = await insertListing(ctx.database.db, provider, {
    title: 'Alder House',
    pricingStartingAt: 3200,
    amenities: ['WiFi', 'Garden'],
  });
  const b = await insertListing(ctx.database.db, provider, {
    title: 'Birch Court',
    pricingStartingAt: 3200,
    amenities: ['WiFi'],
    careType: 'memory-care',
  });
  return [a.id, b.id];
}

describe('/compare as the server renders it', () => {
  it('shows the communities side by side and marks the rows that differ', async () => {
    const [a, b] = await twoListings();
    const response = await get(`/compare?ids=${a},${b}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Alder House');
    expect(html).toContain('Birch Court');
    const rows = [...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/gs)].map((m) => m[1]);
    const differs = rows.filter((r) => r.includes('Differs')).map((r) => r.split('<')[0]);
    expect(differs).toEqual(['Care type', 'Amenities']);
    // No distance without a place; a remove link that needs no script.
    expect(rows.some((r) => r.startsWith('Distance'))).toBe(false);
    expect(response.headers['cache-control']).toBe(PAGE_CACHE.anonymous);
  });

  it('adds the distance row for a place, and names a place it cannot find', async () => {
    const [a, b] = await twoListings();
    const near = await get(`/compare?ids=${a},${b}&near=${encodeURIComponent('Chicago, IL')}`);
    expect(near.body).toContain('Distance from Chicago, IL');
    const unknown = await get(`/compare?ids=${a},${b}&near=Qwxzy`);
    expect(unknown.body).toContain(COMPARE_MESSAGES.placeNotFound('Qwxzy'));
  });

  it('says when a community in the link is no longer listed', async () => {
    const [a] = await twoListings();
    const response = await get(`/compare?ids=${a},4f3c2a1b-0000-4000-8000-000000000abc`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(COMPARE_MESSAGES.unavailable(1));
  });

  it('answers a malformed address with 400 and the reason', async () => {
    const response = await get('/compare?ids=1');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(COMPARE_MESSAGES.count);
  });
});
