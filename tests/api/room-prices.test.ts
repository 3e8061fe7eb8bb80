import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { listings } from '#server/db/schema/index.ts';
import { toStoredListingId } from '#shared/listing-id.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import type { TestContext } from '#tests/helpers/test-app.ts';
import { testAppWithPagesPerFile } from '#tests/helpers/web-pages.ts';

// Prices by room type, the derived starting price and the confirmation date
// (docs/decisions/048), through the API and on the community page's first HTML.
let ctx: TestContext;
testAppWithPagesPerFile((app) => (ctx = app));

const ROOMS = [
  { roomType: 'one-bedroom', minPrice: 4600, maxPrice: 5400 },
  { roomType: 'studio', minPrice: 3850, maxPrice: null },
];

async function subscribedProvider(): Promise<TestUser> {
  const provider = await createUser(ctx.app, { type: 'provider' });
  await callAs(ctx.app, provider, 'PUT', '/api/subscription', { plan: 'Basic' });
  return provider;
}

async function createWithRooms(provider: TestUser, overrides: Record<string, unknown> = {}) {
  const body = listingBody({
    title: 'Linden Court Assisted Living',
    pricingStartingAt: 9999,
    roomPrices: ROOMS,
    careFeeNote: 'Care levels add $350–$1,200 a month after an assessment.',
    ...overrides,
  });
  return callAs(ctx.app, provider, 'POST', '/api/provider/listings', body);
}

/** Moves the listing's confirmation back, as if the provider had not looked for `days` days. */
async function confirmedDaysAgo(id: string, days: number) {
  await ctx.database.db
    .update(listings)
    .set({ pricesConfirmedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(listings.id, toStoredListingId(id)!));
}

describe('prices by room type', () => {
  it('stores the rooms, derives the starting price from the lowest and dates the confirmation', async () => {
    const provider = await subscribedProvider();
    const created = await createWithRooms(provider);
    expect(created.statusCode, created.body).toBe(201);
    const detail = (
      await callAs(ctx.app, null, 'GET', `/api/listings/${created.json().id}`)
    ).json();
    expect(detail.pricing).toMatchObject({
      startingAt: 3850,
      byRoom: ROOMS,
      careFeeNote: 'Care levels add $350–$1,200 a month after an assessment.',
    });
    expect(Date.now() - Date.parse(detail.pricing.confirmedAt)).toBeLessThan(60_000);
    // The derived price is what search filters and sorts by.
    const found = await callAs(ctx.app, null, 'GET', '/api/listings?maxPrice=3900&pageSize=50');
    const ids = found.json().listings.map((l: { id: string }) => l.id);
    expect(ids).toContain(created.json().id);
  });

  it('keeps the typed starting price when no room is priced', async () => {
    const provider = await subscribedProvider();
    const created = await createWithRooms(provider, { roomPrices: [], pricingStartingAt: 4100 });
    expect(created.json().pricing).toMatchObject({ startingAt: 4100, byRoom: [] });
  });

  it.each([
    [
      'a room type twice',
      [ROOMS[1], { ...ROOMS[1], minPrice: 4000 }],
      '/roomPrices/1/roomType',
      'Choose each room type once',
    ],
    [
      'a highest price under the lowest',
      [{ roomType: 'studio', minPrice: 4000, maxPrice: 3000 }],
      '/roomPrices/0/maxPrice',
      'The highest price must be at least the lowest',
    ],
    [
      'a room type that does not exist',
      [{ roomType: 'penthouse', minPrice: 4000, maxPrice: null }],
      '/roomPrices/0/roomType',
      'Choose a room type',
    ],
    [
      'a price of nothing',
      [{ roomType: 'studio', minPrice: '', maxPrice: null }],
      '/roomPrices/0/minPrice',
      'Price must be greater than 0',
    ],
    [
      'a shared room priced while shared rooms are marked unavailable',
      [{ roomType: 'shared', minPrice: 3900, maxPrice: null }],
      '/roomsShared',
      'You priced a Shared room: tick Shared Rooms Available',
    ],
    [
      'a companion suite (a shared room) priced while shared rooms are marked unavailable',
      [{ roomType: 'companion-suite', minPrice: 3900, maxPrice: null }],
      '/roomsShared',
      'You priced a Companion suite: tick Shared Rooms Available',
    ],
  ])('refuses %s with the field and its message', async (_case, roomPrices, path, message) => {
    const provider = await subscribedProvider();
    const refused = await createWithRooms(provider, { roomPrices });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(message);
    expect(refused.body).toContain(path);
  });

  it('takes priced rooms whose sort is marked available, and refuses a studio without private rooms', async () => {
    const provider = await subscribedProvider();
    const shared = [{ roomType: 'shared', minPrice: 3900, maxPrice: null }];
    const created = await createWithRooms(provider, { roomPrices: shared, roomsShared: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().rooms).toEqual({ private: true, shared: true });
    const refused = await createWithRooms(provider, { roomsPrivate: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('/roomsPrivate');
    expect(refused.body).toContain('You priced a One bedroom: tick Private Rooms Available');
  });

  it('migration 0024 marks available the rooms that listings saved before the rule priced', async () => {
    const provider = await subscribedProvider();
    const id = toStoredListingId((await createWithRooms(provider)).json().id)!;
    const mixed = [...ROOMS, { roomType: 'companion-suite', minPrice: 5200, maxPrice: null }];
    await ctx.database.db
      .update(listings)
      .set({ roomPrices: mixed as never, roomsPrivate: false, roomsShared: false })
      .where(eq(listings.id, id));
    const migration = readFileSync(
      new URL('../../src/server/db/migrations/0024_rooms_agree_with_prices.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await ctx.database.query(statement);
    }
    const [row] = await ctx.database.db
      .select({ roomsPrivate: listings.roomsPrivate, roomsShared: listings.roomsShared })
      .from(listings)
      .where(eq(listings.id, id));
    expect(row).toEqual({ roomsPrivate: true, roomsShared: true });
  });

  it('one click confirms the prices again, for the owner only, and changes nothing else', async () => {
    const provider = await subscribedProvider();
    const id = (await createWithRooms(provider)).json().id;
    await confirmedDaysAgo(id, 200);
    const before = (await callAs(ctx.app, null, 'GET', `/api/listings/${id}`)).json();
    const other = await subscribedProvider();
    const refused = await callAs(
      ctx.app,
      other,
      'POST',
      `/api/provider/listings/${id}/prices/confirm`,
    );
    expect(refused.statusCode).toBe(404);
    const confirmed = await callAs(
      ctx.app,
      provider,
      'POST',
      `/api/provider/listings/${id}/prices/confirm`,
    );
    expect(confirmed.statusCode).toBe(200);
    const after = confirmed.json();
    expect(Date.now() - Date.parse(after.pricing.confirmedAt)).toBeLessThan(60_000);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.pricing.byRoom).toEqual(before.pricing.byRoom);
  });

  it('the community page lists the rooms and says when the prices were confirmed, or that they were not for long', async () => {
    const provider = await subscribedProvider();
    const id = (await createWithRooms(provider)).json().id;
    const page = () => ctx.app.inject({ url: `/communities/linden-court-assisted-living-${id}` });
    const fresh = await page();
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('One bedroom');
    expect(fresh.body).toMatch(/\$4,600\s*–\s*\$5,400/);
    expect(fresh.body).toContain('Care levels add $350–$1,200 a month');
    expect(fresh.body).toMatch(/Prices confirmed on \w+ \d{1,2}, \d{4}/);
    await confirmedDaysAgo(id, 181);
    const stale = await page();
    expect(stale.body).toMatch(/Prices not confirmed since \w+ \d{1,2}, \d{4}/);
    expect(stale.body).not.toContain('Prices confirmed on');
  });
});
