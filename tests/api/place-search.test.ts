import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSearchResult } from '#shared/listing-schemas.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListing, insertProvider, insertSubscription } from '#tests/helpers/factories.ts';
import { coordinatesForZip } from '#server/modules/listings/zip-geo.ts';

// A typed place is a place (docs/decisions/038): location text naming a city or a ZIP searches
// by distance around it; each filter and sort holds on these rows. Read-only tests on one set of
// rows, without the built-in samples (they would lead every result).
let ctx: TestContext;
afterAll(() => ctx.close());

async function search(query: string): Promise<ListingSearchResult> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const titles = (r: ListingSearchResult) => r.listings.map((l) => l.title);
const q = (location: string, more = '') => `location=${encodeURIComponent(location)}${more}`;

// Miles from Seattle's centre: Bellevue 6, Redmond 11, Everett 27, Portland 146.
const PLACES = [
  { title: 'Bellevue Manor', city: 'Bellevue', zipCode: '98004', price: 5200, rating: 4.1 },
  { title: 'Redmond Commons', city: 'Redmond', zipCode: '98052', price: 3100, rating: 4.9 },
  { title: 'Everett Terrace', city: 'Everett', zipCode: '98201', price: 2500, rating: null },
  { title: 'Portland Point', city: 'Portland', zipCode: '97214', price: 2000, rating: 3 },
] as const;

beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
  const provider = await insertProvider(ctx.database.db);
  await insertSubscription(ctx.database.db, provider, 'Basic');
  for (const [i, p] of PLACES.entries()) {
    const at = coordinatesForZip(p.zipCode)!;
    await insertListing(ctx.database.db, provider, {
      title: p.title,
      city: p.city,
      state: p.zipCode.startsWith('97') ? 'OR' : 'WA',
      zipCode: p.zipCode,
      lat: at.lat,
      lng: at.lng,
      pricingStartingAt: p.price,
      rating: p.rating,
      reviewCount: p.rating === null ? 0 : 3,
      roomsShared: i % 2 === 0,
      amenities: i === 1 ? ['WiFi', 'Garden'] : ['WiFi'],
      paymentSources: i === 0 ? ['private-pay', 'medicaid'] : ['private-pay'],
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
});

describe('typed places', () => {
  it.each(['Seattle, WA', 'Seattle WA', 'seattle,wa', '  SEATTLE ,  Washington '])(
    '%j searches 25 miles around Seattle, nearest first by distance',
    async (text) => {
      const result = await search(q(text, '&sort=distance'));
      expect(result.place).toMatchObject({ kind: 'city', label: 'Seattle, WA', radius: 25 });
      expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
      expect(result.listings.map((l) => l.location.distanceFromCenter)).toEqual([6, 11]);
      expect(result.placeNotFound).toBe(false);
    },
  );

  it.each([
    'Seattle, WA, USA',
    '1200 5th Ave, Seattle, WA',
    'Seattle, Wash.',
    'Seattle WA 98101, United States',
    'near Seattle, WA',
    'Seattle area',
  ])('the address form %j searches around Seattle', async (text) => {
    const result = await search(q(text, '&sort=distance'));
    expect(result.place?.label).toMatch(/^Seattle, WA/);
    expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
    expect(result.placeNotFound).toBe(false);
  });

  it.each([
    ['within 10 miles of Seattle', 10, ['Bellevue Manor']],
    ['Seattle, WA within 15 miles', 15, ['Bellevue Manor', 'Redmond Commons']],
    ['30 mi from Seattle', 30, ['Bellevue Manor', 'Redmond Commons', 'Everett Terrace']],
  ])(
    'a distance typed with the place, %j, is searched (decision 082)',
    async (text, miles, found) => {
      const result = await search(q(text, '&sort=distance'));
      expect(result.place).toMatchObject({ label: 'Seattle, WA', radius: miles });
      expect(titles(result)).toEqual(found);
    },
  );

  it.each(['Seattle, WA', 'Seattle', 'Washington', '98101'])(
    'a ZIP box with %j typed searches around the ZIP: the place typed is no text to match',
    async (text) => {
      const result = await search(q(text, '&zip=98052&radius=10&sort=distance'));
      expect(result).toMatchObject({ place: null, placeNotFound: false });
      expect(result.origin).toMatchObject({ source: 'zip' });
      expect(titles(result)).toEqual(['Redmond Commons', 'Bellevue Manor']);
    },
  );

  it('a ZIP box with text that names no place still matches it as text', async () => {
    const result = await search(q('Bellevue Manor', '&zip=98052&radius=10'));
    expect(titles(result)).toEqual(['Bellevue Manor']);
  });

  it('the distance chosen outranks the one typed', async () => {
    const result = await search(q('within 10 miles of Seattle', '&radius=15&sort=distance'));
    expect(result.place?.radius).toBe(15);
    expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
  });

  it.each(['King County, WA', 'king county', 'King County, Washington'])(
    'the county %j searches 25 miles around its centre (in Seattle: most of its ZIP codes are)',
    async (text) => {
      const result = await search(q(text, '&sort=distance'));
      expect(result.place).toMatchObject({ kind: 'city', label: 'King County, WA', radius: 25 });
      expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
      expect(result.placeNotFound).toBe(false);
    },
  );

  it.each([
    // The first two are towns of their own that the ZIP dataset names by their post office
    // (Seattle, Redmond): their places come from GeoNames (docs/decisions/077).
    ['Shoreline, WA', 'Shoreline, WA', [12, 12, 17]],
    ['Sammamish', 'Sammamish, WA', [6, 8]],
    // A town written with the city beside it, not with its state.
    ['Bellevue, Seattle', 'Bellevue, WA', [2, 5]],
  ])('%j searches around the town, nearest first', async (text, label, miles) => {
    const result = await search(q(text, '&sort=distance'));
    expect(result.place).toMatchObject({ kind: 'city', label, radius: 25 });
    expect(result.listings.map((l) => l.location.distanceFromCenter)).toEqual(miles);
    expect(titles(result)).not.toContain('Portland Point');
    expect(result.placeNotFound).toBe(false);
  });

  it.each(['98052', '98052-1234', '98052 Redmond', '98052, Redmond, WA', 'zip 98052'])(
    'ZIP %j searches around its centroid',
    async (zip) => {
      const result = await search(q(zip, '&sort=distance'));
      expect(result.place).toMatchObject({ kind: 'zip', zip: '98052', label: 'Redmond, WA 98052' });
      expect(titles(result)).toEqual(['Redmond Commons', 'Bellevue Manor', 'Everett Terrace']);
    },
  );

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty, WA'])(
    '%j is text like any other, not a 500',
    async (text) => {
      expect((await search(q(text))).placeNotFound).toBe(true);
      const points = await ctx.app.inject({ url: `/api/listings/points?${q(text)}` });
      expect(points.statusCode).toBe(200);
    },
  );

  it('the distance chosen applies to a typed place', async () => {
    const result = await search(q('Seattle, WA', '&radius=50&sort=distance'));
    expect(result.place?.radius).toBe(50);
    expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons', 'Everett Terrace']);
  });

  it('a region is searched as far as its ZIP codes reach, and the distance chosen still applies', async () => {
    // Puget Sound: King, Pierce, Snohomish and Kitsap counties, centred south of Seattle.
    const region = await search(q('Puget Sound', '&sort=distance'));
    expect(region.place).toMatchObject({ kind: 'city', label: 'Puget Sound, WA', radius: 35 });
    expect(titles(region)).toEqual(['Bellevue Manor', 'Redmond Commons', 'Everett Terrace']);
    const near = await search(q('Puget Sound', '&radius=20&sort=distance'));
    expect(near.place?.radius).toBe(20);
    expect(titles(near)).toEqual(['Bellevue Manor', 'Redmond Commons']);
  });

  it('places written together are searched together; far apart, the first, the others offered', async () => {
    // Redmond and Everett, 20 miles apart, are both in Puget Sound (docs/decisions/073).
    const both = await search(q('Redmond or Everett', '&sort=distance'));
    expect(both.place).toMatchObject({ label: 'Puget Sound, WA', radius: 35 });
    expect(both.place?.alternatives).toEqual(['Redmond, WA', 'Everett, WA']);
    expect(titles(both)).toEqual(['Bellevue Manor', 'Redmond Commons', 'Everett Terrace']);
    const apart = await search(q('Seattle or Portland, OR', '&sort=distance'));
    expect(apart.place).toMatchObject({ label: 'Seattle, WA', radius: 25 });
    expect(apart.place?.alternatives).toEqual(['Portland, OR']);
    expect(titles(apart)).toEqual(['Bellevue Manor', 'Redmond Commons']);
  });

  it.each([
    ['San Juan, PR', 'San Juan, PR'],
    ['00901', 'San Juan, PR 00901'],
    ['Mayaguez, Puerto Rico', 'Mayagüez, PR'],
    ['Puerto Rico', 'Puerto Rico'],
  ])("a territory's places are places: %j", async (text, label) => {
    const result = await search(q(text));
    expect(result.place).toMatchObject({ label });
    expect(result.listings).toEqual([]);
  });

  it.each(['Seattle suburbs', 'Seattle metro', 'Seattle and surrounding areas'])(
    'words around a place are not part of it: %j',
    async (text) => {
      const result = await search(q(text, '&sort=distance'));
      expect(result.place).toMatchObject({ label: 'Seattle, WA', radius: 25 });
      expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
    },
  );

  it('a city alone is its likeliest match, with the others offered', async () => {
    const result = await search(q('Portland'));
    expect(result.place).toMatchObject({ label: 'Portland, OR' });
    expect(result.place?.alternatives).toContain('Portland, ME');
    expect(titles(result)).toContain('Portland Point');
    expect(titles(result)).not.toContain('Bellevue Manor');
  });

  it('a state searches the whole state', async () => {
    const result = await search(q('WA', '&sort=newest'));
    expect(result.place).toMatchObject({ kind: 'state', state: 'WA', radius: null });
    expect(titles(result)).toEqual(['Everett Terrace', 'Redmond Commons', 'Bellevue Manor']);
  });

  it('text that names no place matches names and text as before', async () => {
    const result = await search(q('Redmond Comm'));
    expect(result).toMatchObject({ place: null, placeNotFound: true, placeAlternatives: [] });
    expect(titles(result)).toEqual(['Redmond Commons']);
  });

  it('a city in a state it is not in offers the city where it is', async () => {
    const result = await search(q('Seattle, OR'));
    expect(result).toMatchObject({ place: null, placeNotFound: true });
    expect(result.placeAlternatives).toEqual(['Seattle, WA']);
  });

  it.each(['Capitol Hill, Seattle', 'Downtown Seattle', 'N Seattle'])(
    'a part of a town the index lacks, %j, searches around the town',
    async (text) => {
      const result = await search(q(text, '&sort=distance'));
      expect(result.place).toMatchObject({ kind: 'city', label: 'Seattle, WA', alternatives: [] });
      expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
    },
  );

  it.each([
    ['Fremont, Seattle', ['Fremont, CA']],
    ['Fremont Seattle', ['Fremont, CA']],
    ['Capitol Hill Seattle WA', []],
    ['500 Pine Street Seattle WA', []],
    ['City of Seattle', []],
    ['Capitol Hill Seattle', []],
    ['Beacon Hill Seattle', ['Boston, MA']],
  ])(
    'a neighbourhood named like a town elsewhere, or an address, with its city: %j searches around the city (decisions 087–089, 092)',
    async (text, offered) => {
      const result = await search(q(text, '&sort=distance'));
      expect(result.place).toMatchObject({ kind: 'city', label: 'Seattle, WA', radius: 25 });
      expect(result.place?.alternatives).toEqual(offered);
      expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
    },
  );

  it.each([
    // Its towns' middle, near Kirkland: 25 miles around reach Everett.
    ['the Eastside', 'Eastside, WA', ['Redmond Commons', 'Bellevue Manor', 'Everett Terrace']],
    [
      'Western WA',
      'Western Washington, WA',
      ['Bellevue Manor', 'Redmond Commons', 'Everett Terrace'],
    ],
    ['Eastern Washington', 'Eastern Washington, WA', []],
  ])(
    'a part of a state people name, %j, searches that part (decision 090)',
    async (text, label, found) => {
      const result = await search(q(text, '&sort=distance'));
      expect(result.place).toMatchObject({ kind: 'city', label });
      expect(titles(result)).toEqual(found);
    },
  );

  it('an area no circle holds offers its regions, each of which searches', async () => {
    const result = await search(q('Upstate NY'));
    expect(result).toMatchObject({ place: null, placeNotFound: true });
    expect(result.placeAlternatives).toContain('Western New York, NY');
    for (const label of result.placeAlternatives) {
      expect((await search(q(label))).place).toMatchObject({ label });
    }
  });

  it.each(['Seatle, WA', 'Seattel, Washington', 'Seatle'])(
    'a mistyped city %j that names no community is searched as the city it is a typo of',
    async (text) => {
      const result = await search(q(text, '&sort=distance'));
      expect(result.readAs).toMatchObject({ location: 'Seattle, WA' });
      expect(result).toMatchObject({ place: { label: 'Seattle, WA' }, placeNotFound: false });
      expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
    },
  );

  it.each(['Seattle, Narnia', '東京', '!!!', 'x'.repeat(100), '00000'])(
    'odd text %j gets an answer, never an error',
    async (text) => {
      const result = await search(q(text));
      expect(result.place).toBeNull();
    },
  );

  it('text over the limit is a 400 with a message', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/listings?${q('x'.repeat(101))}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

const titlesOfAll = () => PLACES.map((p) => p.title);

describe('"near me": where the visitor is, which only their location can say', () => {
  it.each(['near me', 'Near Me', 'nearby', 'in my area'])(
    '%j searches everywhere and asks for the visitor’s location, not for names like it',
    async (text) => {
      const result = await search(q(text));
      expect(result.total).toBe(PLACES.length);
      expect(result).toMatchObject({ place: null, placeNotFound: false, placeAlternatives: [] });
      expect(result.needsVisitorLocation).toBe(true);
    },
  );

  it.each([
    ['Medicaid near me', { payment: ['medicaid'], types: [] }, ['Bellevue Manor']],
    ['assisted living near me', { types: ['assisted-living'] }, titlesOfAll()],
    ['within 10 miles of me', { radius: 10 }, titlesOfAll()],
    [
      'assisted living near me under $4,000',
      { maxPrice: 4000 },
      ['Redmond Commons', 'Everett Terrace', 'Portland Point'],
    ],
    ['nearby assisted living', { types: ['assisted-living'] }, titlesOfAll()],
  ])('%j reads its filters, keeps "near me" and is not Maine', async (text, read, found) => {
    const result = await search(q(text, '&sort=newest'));
    expect(result.place).toBeNull();
    expect(result.readAs).toMatchObject({ location: 'near me', ...read });
    expect(result.needsVisitorLocation).toBe(true);
    expect(titles(result).sort()).toEqual([...found].sort());
  });

  it('with the visitor’s location it is the communities around them, nearest first', async () => {
    const seattle = coordinatesForZip('98101')!;
    const result = await search(
      q('near me', `&lat=${seattle.lat}&lng=${seattle.lng}&radius=25&sort=distance`),
    );
    expect(result.needsVisitorLocation).toBe(false);
    expect(result.origin).toMatchObject({ source: 'coordinates' });
    expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
  });

  it('a place typed says where: no location is asked for', async () => {
    const result = await search(q('Seattle, WA'));
    expect(result.needsVisitorLocation).toBe(false);
  });
});

describe('sorts and filters around a place', () => {
  const around = (more: string) => search(q('Seattle, WA', `&radius=50${more}`));

  it.each([
    ['price-asc', ['Everett Terrace', 'Redmond Commons', 'Bellevue Manor']],
    ['price-desc', ['Bellevue Manor', 'Redmond Commons', 'Everett Terrace']],
    ['rating', ['Redmond Commons', 'Bellevue Manor', 'Everett Terrace']],
    ['newest', ['Everett Terrace', 'Redmond Commons', 'Bellevue Manor']],
    ['distance', ['Bellevue Manor', 'Redmond Commons', 'Everett Terrace']],
  ])('sort=%s', async (sort, expected) => {
    expect(titles(await around(`&sort=${sort}`))).toEqual(expected);
  });

  it('sorts hold without a place too', async () => {
    expect(titles(await search('sort=price-asc&pageSize=2'))).toEqual([
      'Portland Point',
      'Everett Terrace',
    ]);
    const second = await search('sort=price-asc&pageSize=2&page=2');
    expect(titles(second)).toEqual(['Redmond Commons', 'Bellevue Manor']);
  });

  it.each([
    ['&amenity=Garden', ['Redmond Commons']],
    ['&amenity=WiFi&amenity=Garden', ['Redmond Commons']],
    ['&room=shared', ['Bellevue Manor', 'Everett Terrace']],
    ['&room=private&room=shared', ['Bellevue Manor', 'Everett Terrace']],
    ['&payment=medicaid', ['Bellevue Manor']],
    ['&payment=private-pay', ['Bellevue Manor', 'Redmond Commons', 'Everett Terrace']],
  ])('%s', async (filter, expected) => {
    expect(titles(await around(`${filter}&sort=distance`))).toEqual(expected);
  });

  it.each(['sort=cheapest', 'amenity=Moat', 'room=suite', 'payment=bitcoin'])(
    '%s is a 400',
    async (query) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/listings?${query}` });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /api/places', () => {
  it('suggests places for the letters typed, likeliest first', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/places?q=Seat' });
    expect(response.statusCode).toBe(200);
    expect(response.json().places[0]).toEqual({
      kind: 'city',
      label: 'Seattle, WA',
      value: 'Seattle, WA',
    });
  });

  it('answers nothing for nothing, and a 400 for text over the limit', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/places?q=' });
    expect(empty.json()).toEqual({ places: [], communities: [] });
    const long = await ctx.app.inject({ method: 'GET', url: `/api/places?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });
});
