import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListingsAtTheirZips } from '#tests/helpers/factories.ts';
import { NOTHING_READ, resultTitles, searchLocation } from '#tests/helpers/api-listing.ts';

// Words before a city with no comma or state (docs/decisions/098): "Ballard Seattle" searches
// Seattle when no community's name matches it; "Aegis Seattle" finds Aegis, with Seattle offered.
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
    title: 'Aegis Seattle',
    city: 'Seattle',
    zipCode: '98109',
    state: 'WA',
    careType: 'memory-care',
  },
  {
    title: 'Portland Terrace',
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

describe('words before a city, with no comma or state', () => {
  it.each([
    ['Ballard Seattle', []],
    ['Queen Anne Seattle', []],
    ['Sunrise of Seattle', ['memory-care']],
  ])('%j names no community: Seattle is searched instead', async (text, types) => {
    const more = types.map((type) => `&type=${type}`).join('');
    const result = await search(text, `${more}&sort=distance`);
    expect(result.readAs).toEqual({ ...NOTHING_READ, location: 'Seattle, WA', types });
    expect(result).toMatchObject({ placeNotFound: false, place: { label: 'Seattle, WA' } });
    expect(titles(result)).toEqual(
      types.length ? ['Aegis Seattle'] : ['Aegis Seattle', 'Bellevue Manor'],
    );
  });

  it("a community's name is its name, with the city offered", async () => {
    const result = await search('Aegis Seattle');
    expect(result).toMatchObject({ readAs: null, place: null, placeNotFound: true });
    expect(titles(result)).toEqual(['Aegis Seattle']);
    expect(result.placeAlternatives).toEqual(['Seattle, WA']);
  });

  it.each(['Golden Oaks Manor', 'Sunrise Washington', 'Sunny Acres Lake'])(
    '%j ends in no city of its own: matched as text, as before',
    async (text) => {
      const result = await search(text);
      expect(result).toMatchObject({ readAs: null, place: null, placeNotFound: true });
      expect(result.listings).toEqual([]);
    },
  );
});
