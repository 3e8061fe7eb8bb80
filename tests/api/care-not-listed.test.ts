import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListingsAtTheirZips } from '#tests/helpers/factories.ts';
import { resultTitles, searchLocation } from '#tests/helpers/api-listing.ts';

// Care given at home or at the end of life is not listed here (docs/decisions/113): the place
// typed with it is searched, the text stays as typed, and the answer names the care so the page
// can say so. A community named for it is still found by its name.
let ctx: TestContext;
afterAll(() => ctx.close());

const search = (location: string, more = '') => searchLocation(ctx.app, location, more);

beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
  await insertListingsAtTheirZips(ctx.database.db, [
    { title: 'Capitol Hill Commons', city: 'Seattle', state: 'WA', zipCode: '98102' },
    { title: 'Short North House', city: 'Columbus', state: 'OH', zipCode: '43201' },
    { title: 'Hospice Ridge Assisted Living', city: 'Tucson', state: 'AZ', zipCode: '85718' },
  ]);
});

describe('care not listed here, typed with a place', () => {
  it.each([
    ['hospice care in Ohio', 'hospice care', 'Short North House'],
    ['In-home care Seattle', 'home care', 'Capitol Hill Commons'],
    ['Seattle, WA home care', 'home care', 'Capitol Hill Commons'],
  ])('%j searches the place and names %j as not listed', async (text, care, title) => {
    const result = await search(text);
    expect(result.careNotListed).toBe(care);
    expect(result.readAs).toBeNull();
    expect(result.placeNotFound).toBe(false);
    expect(resultTitles(result)).toEqual([title]);
  });

  it('"home care near me" asks for the visitor\'s location, then searches around it', async () => {
    const without = await search('home care near me');
    expect(without).toMatchObject({ careNotListed: 'home care', needsVisitorLocation: true });
    expect(without.total).toBe(3);
    const near = await search('home care near me', '&lat=47.62&lng=-122.32&radius=25');
    expect(near).toMatchObject({ careNotListed: 'home care', needsVisitorLocation: false });
    expect(resultTitles(near)).toEqual(['Capitol Hill Commons']);
  });

  it('a community named for it is found by its name, with no note', async () => {
    const result = await search('Hospice Ridge');
    expect(resultTitles(result)).toEqual(['Hospice Ridge Assisted Living']);
    expect(result.careNotListed).toBeNull();
  });
});
