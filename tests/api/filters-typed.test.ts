import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListingsAtTheirZips } from '#tests/helpers/factories.ts';
import { NOTHING_READ, resultTitles, searchLocation } from '#tests/helpers/api-listing.ts';

// Care before its place, a way of paying and a price typed with it, sent to the API as typed
// (docs/decisions/106): searched as the place with those filters, as the page's boxes read them.
let ctx: TestContext;
afterAll(() => ctx.close());

const search = (location: string, more = '') => searchLocation(ctx.app, location, more);

const ROWS = [
  {
    title: 'Bellevue Manor',
    zipCode: '98004',
    state: 'WA',
    careType: 'assisted-living',
    paymentSources: ['private-pay', 'medicaid'],
    amenities: ['Pet Friendly', 'WiFi'],
    pricingStartingAt: 2900,
  },
  {
    title: 'Redmond Commons',
    zipCode: '98052',
    state: 'WA',
    careType: 'assisted-living',
    paymentSources: ['private-pay'],
    amenities: ['Swimming Pool'],
    roomsShared: true,
    pricingStartingAt: 5200,
  },
  {
    title: 'Kirkland Gardens',
    zipCode: '98033',
    state: 'WA',
    careType: 'memory-care',
    paymentSources: ['medicaid', 'veterans'],
    amenities: ['Pet Friendly'],
    pricingStartingAt: 3600,
  },
  {
    title: 'Pearl District House',
    zipCode: '97209',
    state: 'OR',
    careType: 'assisted-living',
    paymentSources: ['medicaid'],
    pricingStartingAt: 2500,
  },
] as const;

beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
  await insertListingsAtTheirZips(
    ctx.database.db,
    ROWS.map((row) => ({
      ...row,
      paymentSources: [...row.paymentSources],
      amenities: 'amenities' in row ? [...row.amenities] : [],
    })),
  );
});

describe('words around a place sent to the API as typed', () => {
  it('care before the place and a way of paying after the care', async () => {
    const result = await search('assisted living that takes Medicaid in Seattle, WA');
    expect(result.readAs).toEqual({
      ...NOTHING_READ,
      location: 'Seattle, WA',
      types: ['assisted-living'],
      payment: ['medicaid'],
    });
    expect(result).toMatchObject({ placeNotFound: false, place: { label: 'Seattle, WA' } });
    expect(resultTitles(result)).toEqual(['Bellevue Manor']);
  });

  it('a way of paying alone before the place', async () => {
    const result = await search('Medicaid in Seattle', '&sort=distance');
    expect(result.readAs).toMatchObject({ location: 'Seattle', payment: ['medicaid'] });
    expect(resultTitles(result)).toEqual(['Bellevue Manor', 'Kirkland Gardens']);
  });

  it('veterans typed with the place: the veterans payment filter, not Veteran, WY', async () => {
    const result = await search('memory care for veterans near Seattle, WA');
    expect(result.readAs).toEqual({
      ...NOTHING_READ,
      location: 'Seattle, WA',
      types: ['memory-care'],
      payment: ['veterans'],
    });
    expect(resultTitles(result)).toEqual(['Kirkland Gardens']);
    const alone = await search('assisted living for veterans');
    expect(alone.readAs).toMatchObject({ location: '', payment: ['veterans'] });
    expect(alone.place).toBeNull();
  });

  it('an amenity typed with the place is the amenity filter (decision 112)', async () => {
    const result = await search('pet friendly assisted living near Seattle, WA');
    expect(result.readAs).toEqual({
      ...NOTHING_READ,
      location: 'Seattle, WA',
      types: ['assisted-living'],
      amenities: ['Pet Friendly'],
    });
    expect(resultTitles(result)).toEqual(['Bellevue Manor']);
    const after = await search('Redmond, WA with a pool', '&sort=distance');
    expect(after.readAs).toMatchObject({ location: 'Redmond, WA', amenities: ['Swimming Pool'] });
    expect(resultTitles(after)).toEqual(['Redmond Commons']);
  });

  it('a room typed with the place is the room filter (decision 112)', async () => {
    const result = await search('assisted living with a shared room near Seattle, WA');
    expect(result.readAs).toEqual({
      ...NOTHING_READ,
      location: 'Seattle, WA',
      types: ['assisted-living'],
      rooms: ['shared'],
    });
    expect(resultTitles(result)).toEqual(['Redmond Commons']);
  });

  it('a price range, a distance and the care asked for in the filters kept beside them', async () => {
    const result = await search(
      'between $2,500 and $4,000 within 30 miles of 98052',
      '&type=memory-care&type=assisted-living&sort=price-asc',
    );
    expect(result.readAs).toEqual({
      ...NOTHING_READ,
      location: '98052',
      types: ['memory-care', 'assisted-living'],
      radius: 30,
      minPrice: 2500,
      maxPrice: 4000,
    });
    expect(resultTitles(result)).toEqual(['Bellevue Manor', 'Kirkland Gardens']);
  });

  it('words with no place left are searched everywhere with their filters', async () => {
    const result = await search('memory care under $4,000');
    expect(result.readAs).toEqual({
      ...NOTHING_READ,
      location: '',
      types: ['memory-care'],
      maxPrice: 4000,
    });
    expect(result.place).toBeNull();
    expect(resultTitles(result)).toEqual(['Kirkland Gardens']);
  });

  it.each([
    ['Medicaid in Narnia', 'Narnia'],
    ['assisted living under $3,000 in Nowhereville', 'Nowhereville'],
  ])('%j: what is left names no place and is matched as text', async (text, left) => {
    const result = await search(text);
    expect(result.readAs?.location).toBe(left);
    expect(result).toMatchObject({ place: null, placeNotFound: true });
    expect(result.listings).toEqual([]);
  });

  it('text with no such words is read as before', async () => {
    const result = await search('Seattle, WA', '&payment=medicaid');
    expect(result.readAs).toBeNull();
    expect(resultTitles(result).sort()).toEqual(['Bellevue Manor', 'Kirkland Gardens']);
  });

  it('the map reads the words as the list does', async () => {
    const text = encodeURIComponent('memory care that takes Medicaid near Seattle, WA');
    const response = await ctx.app.inject({ url: `/api/listings/points?location=${text}` });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().points.map((p: { id: string }) => p.id);
    const list = await search('memory care that takes Medicaid near Seattle, WA');
    expect(resultTitles(list)).toEqual(['Kirkland Gardens']);
    expect(ids).toEqual(list.listings.map((l) => l.id));
  });
});
