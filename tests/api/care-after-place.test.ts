import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListingsAtTheirZips } from '#tests/helpers/factories.ts';
import { NOTHING_READ, resultTitles, searchLocation } from '#tests/helpers/api-listing.ts';

// Care typed after its place (docs/decisions/080): "Seattle assisted living" is Seattle and
// assisted living, unless the whole text names communities ("Sunrise Assisted Living").
let ctx: TestContext;
afterAll(() => ctx.close());

const search = (location: string, more = '') => searchLocation(ctx.app, location, more);
const titles = resultTitles;

const ROWS = [
  {
    title: 'Bellevue Manor',
    city: 'Bellevue',
    zipCode: '98004',
    state: 'WA',
    careType: 'assisted-living',
  },
  {
    title: 'Redmond Commons',
    city: 'Redmond',
    zipCode: '98052',
    state: 'WA',
    careType: 'memory-care',
  },
  {
    title: 'Everett Terrace',
    city: 'Everett',
    zipCode: '98201',
    state: 'WA',
    careType: 'skilled-nursing',
  },
  {
    title: 'Sunrise Assisted Living',
    city: 'Portland',
    zipCode: '97214',
    state: 'OR',
    careType: 'assisted-living',
  },
] as const;

beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
  await insertListingsAtTheirZips(ctx.database.db, ROWS);
});

describe('care typed after its place', () => {
  it.each([
    ['Seattle assisted living', 'Seattle', ['assisted-living'], ['Bellevue Manor']],
    ['Seattle, WA memory care facilities', 'Seattle, WA', ['memory-care'], ['Redmond Commons']],
    ['98052 nursing homes', '98052', ['skilled-nursing'], ['Everett Terrace']],
  ])('%j searches %j for that care', async (text, location, types, found) => {
    const result = await search(text);
    expect(result.readAs).toEqual({ ...NOTHING_READ, location, types });
    expect(result).toMatchObject({ placeNotFound: false, placeAlternatives: [] });
    expect(result.place?.label).toMatch(/^(Seattle, WA|Redmond, WA 98052)$/);
    expect(titles(result)).toEqual(found);
  });

  it('keeps the care types already asked for beside the one typed', async () => {
    const result = await search('Seattle memory care', '&type=assisted-living&sort=distance');
    expect(result.readAs).toEqual({
      ...NOTHING_READ,
      location: 'Seattle',
      types: ['assisted-living', 'memory-care'],
    });
    expect(titles(result)).toEqual(['Bellevue Manor', 'Redmond Commons']);
  });

  it("a community's name is its name, with the place and care offered", async () => {
    const result = await search('Sunrise Assisted Living');
    expect(result).toMatchObject({ readAs: null, place: null, placeNotFound: true });
    expect(titles(result)).toEqual(['Sunrise Assisted Living']);
    expect(result.placeAlternatives[0]).toBe('assisted living in Sunrise, FL');
  });

  it.each(['Nowhereville assisted living', 'Seattle, Narnia memory care'])(
    '%j names no place before its care: matched as text, as before',
    async (text) => {
      const result = await search(text);
      expect(result).toMatchObject({ readAs: null, place: null, placeNotFound: true });
      expect(result.listings).toEqual([]);
    },
  );

  it('the ZIP box is the centre: the text stays text', async () => {
    const result = await search('Seattle assisted living', '&zip=98052');
    expect(result.readAs).toBeNull();
  });
});
