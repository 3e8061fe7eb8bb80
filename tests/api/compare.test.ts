import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareResult } from '#shared/compare-schemas.ts';
import { COMPARE_MESSAGES } from '#shared/compare-messages.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListing, insertProvider, insertSubscription } from '#tests/helpers/factories.ts';
import { coordinatesForZip } from '#server/modules/listings/zip-geo.ts';

// Communities side by side (docs/decisions/044): the ids are checked, unknown and unpublished
// ones are named rather than failing the page, and distances come from the place in `near`.
let ctx: TestContext;
afterAll(() => ctx.close());

const ids: Record<string, string> = {};
const MISSING = '4f3c2a1b-0000-4000-8000-000000000abc';

beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
  const provider = await insertProvider(ctx.database.db);
  await insertSubscription(ctx.database.db, provider, 'Basic');
  const rows = [
    { key: 'bellevue', zipCode: '98004', city: 'Bellevue' },
    { key: 'portland', zipCode: '97214', city: 'Portland' },
    { key: 'redmond', zipCode: '98052', city: 'Redmond' },
  ];
  for (const r of rows) {
    const at = coordinatesForZip(r.zipCode)!;
    const row = await insertListing(ctx.database.db, provider, {
      title: `${r.city} House`,
      city: r.city,
      zipCode: r.zipCode,
      state: r.zipCode.startsWith('97') ? 'OR' : 'WA',
      lat: at.lat,
      lng: at.lng,
      amenities: ['WiFi'],
    });
    ids[r.key] = row.id;
  }
  ids.draft = (await insertListing(ctx.database.db, provider, { draft: true })).id;
});

async function compare(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/compare?${query}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET /api/compare', () => {
  it('answers the communities in the order asked, with their detail', async () => {
    const { status, body } = await compare(`ids=${ids.portland},${ids.bellevue},${ids.redmond}`);
    expect(status).toBe(200);
    const result = body as CompareResult;
    expect(result.listings.map((l) => l.title)).toEqual([
      'Portland House',
      'Bellevue House',
      'Redmond House',
    ]);
    expect(result.listings[0].responseTime).toEqual({ medianMinutes: null, answered: 0 });
    expect(result.unavailable).toEqual([]);
    // Without `near` nothing is measured.
    expect(result.place).toBeNull();
    expect(result.listings.every((l) => l.location.distanceFromCenter === null)).toBe(true);
  });

  it('measures each community from the place named in `near`', async () => {
    const near = encodeURIComponent('Seattle, WA');
    const { body } = await compare(`ids=${ids.bellevue},${ids.portland}&near=${near}`);
    const result = body as CompareResult;
    expect(result.place?.label).toBe('Seattle, WA');
    const [bellevue, portland] = result.listings.map((l) => l.location.distanceFromCenter!);
    expect(bellevue).toBeGreaterThan(2);
    expect(bellevue).toBeLessThan(10);
    expect(portland).toBeGreaterThan(130);
    expect(portland).toBeLessThan(160);
  });

  it('says when `near` names no place, and measures nothing', async () => {
    const { body } = await compare(`ids=${ids.bellevue},${ids.portland}&near=Qwxzy`);
    expect(body.placeNotFound).toBe(true);
    expect(body.place).toBeNull();
    expect(body.listings[0].location.distanceFromCenter).toBeNull();
  });

  it('names unknown and unpublished ids instead of failing', async () => {
    const { status, body } = await compare(`ids=${ids.bellevue},${MISSING},${ids.draft}`);
    expect(status).toBe(200);
    expect(body.listings.map((l: { id: string }) => l.id)).toEqual([ids.bellevue]);
    expect(body.unavailable).toEqual([MISSING, ids.draft]);
  });

  it.each([
    ['one id', () => `ids=${ids.bellevue}`],
    ['the same id twice', () => `ids=${ids.bellevue},${ids.bellevue}`],
    ['five ids', () => `ids=${[...Object.values(ids), MISSING].join(',')}`],
    ['no ids', () => 'near=Seattle'],
    ['an id that is no id', () => `ids=${ids.bellevue},not-an-id`],
    [
      'a near that is too long',
      () => `ids=${ids.bellevue},${ids.portland}&near=${'x'.repeat(101)}`,
    ],
  ])('refuses %s with 400 and a clear message', async (_label, query) => {
    const { status, body } = await compare(query());
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toMatch(/compare|community|near/);
  });

  it('says how many may be compared', async () => {
    const { body } = await compare(`ids=${ids.bellevue}`);
    expect(JSON.stringify(body)).toContain(COMPARE_MESSAGES.count);
  });

  it('is the same for everyone: it does not read the session', async () => {
    const { headers } = await compare(`ids=${ids.bellevue},${ids.portland}`);
    expect(String(headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
  });
});
