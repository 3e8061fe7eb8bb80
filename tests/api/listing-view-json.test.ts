import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listings, profiles } from '#server/db/schema/index.ts';
import { listingViewsByIds } from '#server/modules/listings/listings.service.ts';
import { viewJsonSelection, viewTypes } from '#server/modules/listings/view-json-sql.ts';
import { toStoredListingId } from '#shared/listing-id.ts';
import {
  listingSearchResultSchema,
  listingViewSchema,
  type ListingView,
} from '#shared/listing-schemas.ts';
import { callAs } from '#tests/helpers/auth.ts';
import { insertListing, insertProvider, insertSubscription } from '#tests/helpers/factories.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';

// A search page's listings are written as JSON by the database (docs/decisions/056), every other
// view by toListingView. Both must give the same view of every kind of row.
let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

/** The views agree; a time may differ by the driver's rounding (see the microsecond test). */
function expectSameView(fromSql: ListingView, fromRow: ListingView) {
  const withoutTimes = (v: ListingView) => ({
    ...v,
    createdAt: undefined,
    updatedAt: undefined,
    pricing: { ...v.pricing, confirmedAt: v.pricing.confirmedAt === null },
  });
  expect(withoutTimes(fromSql), fromRow.title).toEqual(withoutTimes(fromRow));
  const times = (v: ListingView) => [v.createdAt, v.updatedAt, v.pricing.confirmedAt];
  times(fromSql).forEach((time, i) => {
    const other = times(fromRow)[i];
    if (time === null) return expect(other).toBeNull();
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(time) - Date.parse(other!))).toBeLessThanOrEqual(1);
  });
}

/** Every listing's view as the search's SQL writes it, by stored id. */
async function viewsFromSql(): Promise<Map<string, ListingView>> {
  const statement = new QueryBuilder()
    .select(viewJsonSelection(null))
    .from(sql`${listings} left join ${profiles} on ${profiles.id} = ${listings.providerId}`)
    .toSQL();
  const { rows } = await ctx.database.query<{ id: string; view: string }>(
    statement.sql,
    statement.params,
  );
  return new Map(rows.map((r) => [r.id, JSON.parse(r.view) as ListingView]));
}

/** One of each kind of row: full, unpriced and unclaimed, placeless, imported, featured. */
async function insertEveryKind() {
  const provider = await insertProvider(ctx.database.db, { company: 'Quote "and" Co ✓' });
  await ctx.database.query(`update profiles set profile_image = '/media/logo.webp' where id = $1`, [
    provider,
  ]);
  const premium = await insertProvider(ctx.database.db, { company: 'Premium Care' });
  await insertSubscription(ctx.database.db, premium, 'Premium');
  const db = ctx.database.db;
  const full = await insertListing(db, provider, {
    title: 'Line\nbreak, tab\t and "quotes" \\ ünïcødé 🌷',
    roomPrices: [
      { roomType: 'studio', minPrice: 3500.5, maxPrice: 4200 },
      { roomType: 'one-bedroom', minPrice: 4100, maxPrice: null },
    ],
    pricingStartingAt: 3500.5,
    careFeeNote: 'Care levels from $500',
    pricesConfirmedAt: new Date('2026-02-03T04:05:06.029Z'),
    amenities: ['WiFi', 'Garden'],
    paymentSources: ['medicaid', 'veterans'],
    images: ['/media/a.webp', '/media/b.webp'],
    capacity: 40,
    contactPhoneNumber: '(503) 555-0100',
    contactEmailAddress: 'hello@example.com',
    contactExternalUrl: 'https://example.com/tour',
    companyWebsite: 'https://example.com',
    rating: 4.35,
    reviewCount: 7,
  });
  await insertListing(db, provider, { lat: null, lng: null, capacity: null, roomsShared: true });
  await insertListing(db, premium, { title: 'Featured Place' });
  await insertListing(db, provider, { importedSampleId: '2', draft: true });
  await ctx.database.query(
    `insert into listings (title, description, care_type, address, city, state, zip_code, unclaimed)
     values ('Public Record Home', 'From public records.', 'skilled-nursing', '1 Elm St', 'Salem', 'OR', '97301', true)`,
  );
  return full.id;
}

describe('the listing view written by the database (docs/decisions/056)', () => {
  it('is the view toListingView makes, for every kind of row and the built-in samples', async () => {
    await insertEveryKind();
    const fromSql = await viewsFromSql();
    const ids = [...fromSql.keys()];
    const fromRows = await listingViewsByIds(ctx.database.db, ids);
    expect(fromRows).toHaveLength(ids.length);
    expect(fromRows.filter((v) => v.isSample).length).toBeGreaterThanOrEqual(7);
    expect(fromRows.some((v) => v.unclaimed && v.pricing.startingAt === null)).toBe(true);
    expect(fromRows.some((v) => v.featured)).toBe(true);
    expect(fromRows.some((v) => v.location.coordinates === null)).toBe(true);
    for (const view of fromRows) expectSameView(fromSql.get(toStoredListingId(view.id)!)!, view);
  });

  it('spells each part with the keys and order of migration 0025’s composite types', async () => {
    const { rows } = await ctx.database.query<{ type: string; keys: string[] }>(
      `select t.typname as type, array_agg(a.attname::text order by a.attnum) as keys
       from pg_type t join pg_class c on c.oid = t.typrelid
       join pg_attribute a on a.attrelid = t.typrelid
       where c.relkind = 'c' and t.typname like 'listing_view%' and a.attnum > 0
         and not a.attisdropped
       group by t.typname`,
    );
    const inDatabase = Object.fromEntries(rows.map((r) => [r.type, r.keys]));
    expect(inDatabase).toEqual(viewTypes());
    expect(viewTypes().listing_view).toEqual(Object.keys(listingViewSchema.shape));
  });

  it('writes times as Date.toISOString does, milliseconds cut from microseconds', async () => {
    const id = await insertEveryKind();
    await ctx.database.query(
      `update listings set created_at = '2026-03-04 05:06:07.891234+00',
        updated_at = '2026-03-04 05:06:08.029+00', prices_confirmed_at = '1999-12-31 23:59:59.999999-08'
       where id = $1`,
      [id],
    );
    const view = (await viewsFromSql()).get(id)!;
    expect([view.createdAt, view.updatedAt, view.pricing.confirmedAt]).toEqual([
      '2026-03-04T05:06:07.891Z',
      '2026-03-04T05:06:08.029Z',
      '2000-01-01T07:59:59.999Z',
    ]);
  });

  it('answers GET /api/listings with those views, in the schema, distances included', async () => {
    await insertEveryKind();
    for (const query of ['?pageSize=48', '?pageSize=48&zip=62701&radius=100', '?sort=newest']) {
      const response = await callAs(ctx.app, null, 'GET', `/api/listings${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const answer = listingSearchResultSchema.strict().parse(response.json());
      expect(answer.listings.length).toBeGreaterThanOrEqual(2);
      const ids = answer.listings.map((l) => toStoredListingId(l.id)!);
      const fromRows = await listingViewsByIds(ctx.database.db, ids);
      answer.listings.forEach((listing, i) => {
        const distance = listing.location.distanceFromCenter;
        if (query.includes('zip')) expect(distance).toEqual(expect.any(Number));
        else expect(distance).toBeNull();
        const asRow = { ...listing, location: { ...listing.location, distanceFromCenter: null } };
        expectSameView(asRow, fromRows[i]);
      });
    }
  });
});
