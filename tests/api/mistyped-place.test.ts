import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListingsAtTheirZips } from '#tests/helpers/factories.ts';
import { resultTitles, searchLocation } from '#tests/helpers/api-listing.ts';

// A mistyped city that names no community is searched as the city it is a typo of
// (docs/decisions/111); a community's name is still its name, and a city in another state is
// still only offered.
let ctx: TestContext;
afterAll(() => ctx.close());

const search = (location: string) => searchLocation(ctx.app, location);

beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
  await insertListingsAtTheirZips(ctx.database.db, [
    { title: 'Catalina Foothills House', city: 'Tucson', state: 'AZ', zipCode: '85718' },
    { title: 'Tuscon Ridge', city: 'Yuma', state: 'AZ', zipCode: '85364' },
    { title: 'Squirrel Hill Manor', city: 'Pittsburgh', state: 'PA', zipCode: '15217' },
  ]);
});

describe('a mistyped city', () => {
  it.each(['Tuscon, AZ', 'Tuscon AZ', 'tuscon, arizona'])(
    '%j is searched as Tucson, AZ, and the search says so',
    async (text) => {
      const result = await search(text);
      expect(resultTitles(result)).toEqual(['Catalina Foothills House']);
      expect(result.place).toMatchObject({ kind: 'city', label: 'Tucson, AZ' });
      expect(result.readAs).toMatchObject({ location: 'Tucson, AZ' });
    },
  );

  it('that names a community is that community, the city only offered', async () => {
    const result = await search('Tuscon');
    expect(resultTitles(result)).toEqual(['Tuscon Ridge']);
    expect(result).toMatchObject({ placeNotFound: true, readAs: null });
    expect(result.placeAlternatives[0]).toBe('Tucson, AZ');
  });

  it('"Pittsburg, PA" is Pittsburgh, PA', async () => {
    const result = await search('Pittsburg, PA');
    expect(resultTitles(result)).toEqual(['Squirrel Hill Manor']);
    expect(result.readAs).toMatchObject({ location: 'Pittsburgh, PA' });
  });

  it('a city typed in a state it is not in is only offered where it is', async () => {
    const result = await search('Tucson, CA');
    expect(result).toMatchObject({ place: null, placeNotFound: true, readAs: null });
    expect(result.listings).toEqual([]);
    expect(result.placeAlternatives).toContain('Tucson, AZ');
  });
});
