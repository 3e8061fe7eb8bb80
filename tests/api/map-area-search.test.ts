import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSearchResult } from '#shared/listing-schemas.ts';
import { BBOX_MESSAGES } from '#shared/bbox.ts';
import type { ListingPointsResult } from '#shared/map-schemas.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListing, insertProvider, insertSubscription } from '#tests/helpers/factories.ts';
import { coordinatesForZip } from '#server/modules/listings/zip-geo.ts';

// A map area (docs/decisions/046): `bbox=west,south,east,north` on the search and the map's
// points; only listings inside, combined with every other filter. Read-only, without samples.
let ctx: TestContext;
afterAll(() => ctx.close());

const PLACES = [
  { title: 'Bellevue Manor', zipCode: '98004', careType: 'assisted-living', price: 5200 },
  { title: 'Redmond Commons', zipCode: '98052', careType: 'memory-care', price: 3100 },
  { title: 'Everett Terrace', zipCode: '98201', careType: 'assisted-living', price: 2500 },
  { title: 'Portland Point', zipCode: '97214', careType: 'assisted-living', price: 2000 },
] as const;
// Around Seattle's east side: Bellevue and Redmond, not Everett (north) or Portland (south).
const EASTSIDE = '-122.3,47.5,-121.9,47.8';
// Washington and Oregon together.
const NORTHWEST = '-125,45,-120,49';

beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
  const provider = await insertProvider(ctx.database.db);
  await insertSubscription(ctx.database.db, provider, 'Basic');
  for (const [i, p] of PLACES.entries()) {
    const at = coordinatesForZip(p.zipCode)!;
    await insertListing(ctx.database.db, provider, {
      title: p.title,
      city: p.title.split(' ')[0],
      state: p.zipCode.startsWith('97') ? 'OR' : 'WA',
      zipCode: p.zipCode,
      lat: at.lat,
      lng: at.lng,
      careType: p.careType,
      pricingStartingAt: p.price,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
  // A listing without a place is in no area and has no marker.
  await insertListing(ctx.database.db, provider, { title: 'Nowhere House', lat: null, lng: null });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function search(query: string): Promise<string[]> {
  const response = await get(`/api/listings?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ListingSearchResult).listings.map((l) => l.title).sort();
}
async function points(query: string): Promise<ListingPointsResult> {
  const response = await get(`/api/listings/points?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('search by map area', () => {
  it('finds only the listings inside the area', async () => {
    expect(await search(`bbox=${EASTSIDE}`)).toEqual(['Bellevue Manor', 'Redmond Commons']);
    expect(await search(`bbox=${NORTHWEST}`)).toEqual([
      'Bellevue Manor',
      'Everett Terrace',
      'Portland Point',
      'Redmond Commons',
    ]);
    expect(await search('bbox=-80,30,-70,40')).toEqual([]);
  });

  it('combines with the other filters', async () => {
    expect(await search(`bbox=${NORTHWEST}&type=assisted-living&maxPrice=3000`)).toEqual([
      'Everett Terrace',
      'Portland Point',
    ]);
    expect(await search(`bbox=${EASTSIDE}&type=memory-care`)).toEqual(['Redmond Commons']);
    // A typed place and an area: both must hold (Seattle's 25 miles miss Everett, at 27).
    expect(await search(`bbox=${NORTHWEST}&location=Seattle%2C+WA`)).toEqual([
      'Bellevue Manor',
      'Redmond Commons',
    ]);
    expect(await search(`bbox=-122.5,47.7,-121,48.5&location=Seattle%2C+WA&radius=50`)).toEqual([
      'Everett Terrace',
    ]);
  });

  it.each([
    ['1,2,3', BBOX_MESSAGES.format],
    ['a,b,c,d', BBOX_MESSAGES.format],
    ['-122,47,-121,48,5', BBOX_MESSAGES.format],
    ['-122,47,,48', BBOX_MESSAGES.format],
    ['Infinity,47,-121,48', BBOX_MESSAGES.format],
    ['1e3,47,-121,48', BBOX_MESSAGES.format],
    [`-122.${'1'.repeat(120)},47,-121,48`, BBOX_MESSAGES.format],
    ['-181,47,-121,48', BBOX_MESSAGES.lng],
    ['-122,47,181,48', BBOX_MESSAGES.lng],
    ['-122,-91,-121,48', BBOX_MESSAGES.lat],
    ['-122,48,-121,47', BBOX_MESSAGES.order],
    ['-122,47,-121,47', BBOX_MESSAGES.order],
    ['170,50,-170,60', BBOX_MESSAGES.antimeridian],
    ['-121,47,-122,48', BBOX_MESSAGES.antimeridian],
  ])('bbox=%j answers 400 on both routes', async (bbox, message) => {
    for (const route of ['/api/listings', '/api/listings/points']) {
      const response = await get(`${route}?bbox=${encodeURIComponent(bbox)}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message.slice(0, 30));
    }
  });

  it('a repeated bbox is refused rather than one of them chosen', async () => {
    const response = await get(`/api/listings?bbox=${EASTSIDE}&bbox=${NORTHWEST}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/listings/points', () => {
  it('answers every match with a place: id, position, name and price', async () => {
    const result = await points('');
    expect(result.capped).toBe(false);
    expect(result.points.map((p) => p.title).sort()).toEqual([
      'Bellevue Manor',
      'Everett Terrace',
      'Portland Point',
      'Redmond Commons',
    ]);
    const redmond = result.points.find((p) => p.title === 'Redmond Commons')!;
    const at = coordinatesForZip('98052')!;
    expect(redmond).toEqual({
      id: expect.any(String),
      lat: at.lat,
      lng: at.lng,
      title: 'Redmond Commons',
      price: 3100,
    });
    // The id is the listing's public id: the dialog opens it.
    const detail = await get(`/api/listings/${redmond.id}`);
    expect(detail.json()).toMatchObject({ title: 'Redmond Commons' });
  });

  it('applies the area and the same filters as the search', async () => {
    const inside = await points(`bbox=${EASTSIDE}`);
    expect(inside.points.map((p) => p.title).sort()).toEqual(['Bellevue Manor', 'Redmond Commons']);
    const cheap = await points(`bbox=${NORTHWEST}&type=assisted-living&maxPrice=3000`);
    expect(cheap.points.map((p) => p.title).sort()).toEqual(['Everett Terrace', 'Portland Point']);
    const near = await points('location=Portland%2C+OR');
    expect(near.points.map((p) => p.title)).toEqual(['Portland Point']);
  });

  it("ignores the order and page, and holds the filters to the search's rules", async () => {
    // Order and page do not apply to markers: ignored like any other extra parameter.
    const response = await get('/api/listings/points?sort=price-asc&page=2');
    expect(response.statusCode).toBe(200);
    const bad = await get('/api/listings/points?minPrice=5000&maxPrice=100');
    expect(bad.statusCode).toBe(400);
  });
});
