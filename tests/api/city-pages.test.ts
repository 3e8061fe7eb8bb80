import { describe, expect, it } from 'vitest';
import type { CityPage, TopCities } from '#shared/city-schemas.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

// Portland, OR and places around it (ZIP centroids of the offline dataset).
const PORTLAND = { city: 'Portland', state: 'OR', zipCode: '97214', lat: 45.5142, lng: -122.6364 };
const BEAVERTON = { city: 'Beaverton', state: 'OR', zipCode: '97005', lat: 45.4914, lng: -122.8 };
const SALEM = { city: 'Salem', state: 'OR', zipCode: '97301', lat: 44.9266, lng: -122.9855 };
const SEATTLE = { city: 'Seattle', state: 'WA', zipCode: '98101', lat: 47.6114, lng: -122.3305 };

async function seedOregon() {
  const provider = await insertProvider(ctx.database.db);
  const add = (place: object, careType: string, price: number, title: string) =>
    insertListing(ctx.database.db, provider, {
      ...place,
      careType: careType as 'assisted-living',
      pricingStartingAt: price,
      title,
    });
  await add(PORTLAND, 'assisted-living', 3200, 'Hawthorne House');
  await add(PORTLAND, 'assisted-living', 5100, 'Laurelhurst Terrace');
  await add(BEAVERTON, 'assisted-living', 4400, 'Beaverton Oaks');
  await add(SALEM, 'assisted-living', 2900, 'Capitol Gardens');
  await add(SEATTLE, 'assisted-living', 6100, 'Pike Place Residence');
  await add(PORTLAND, 'memory-care', 6800, 'Rose Memory Home');
  // Samples and a provider's imported copies not yet saved (drafts) are not real communities.
  await insertListing(ctx.database.db, provider, {
    ...PORTLAND,
    importedSampleId: '1',
    draft: true,
  });
}

describe('GET /api/city-pages/:careType/:state/:city', () => {
  it('lists the care type in and near the city with count, price range and links', async () => {
    await seedOregon();
    const response = await get('/api/city-pages/assisted-living/or/portland');
    expect(response.statusCode).toBe(200);
    const page = response.json<CityPage>();
    expect(page).toMatchObject({ careType: 'assisted-living', city: 'Portland', state: 'OR' });
    // Portland's two and Beaverton's (9 miles) are "in and near"; Salem (45 mi) is not.
    expect(page.total).toBe(3);
    expect(page.priceRange).toEqual({ min: 3200, max: 5100 });
    const titles = page.listings.map((l) => l.title);
    expect(titles.slice(0, 2).sort()).toEqual(['Hawthorne House', 'Laurelhurst Terrace']);
    expect(titles[2]).toBe('Beaverton Oaks');
    expect(page.listings[2].location.distanceFromCenter).toBeGreaterThan(
      page.listings[0].location.distanceFromCenter ?? Infinity,
    );
    // Nearby cities with this care type (not Seattle, 145 miles away), nearest first.
    expect(page.nearbyCities.map((c) => c.city)).toEqual(['Beaverton', 'Salem']);
    expect(page.otherCareTypes).toEqual([
      { careType: 'memory-care', city: 'Portland', state: 'OR', count: 1 },
    ]);
  });

  it('accepts the adult day care spelling, answers an empty known city, 404s the unknown', async () => {
    await seedOregon();
    const empty = await get('/api/city-pages/adult-day-care/or/portland');
    expect(empty.statusCode).toBe(200);
    expect(empty.json<CityPage>()).toMatchObject({
      careType: 'adult-daycare',
      total: 0,
      priceRange: null,
      listings: [],
    });
    for (const url of [
      '/api/city-pages/castle-care/or/portland',
      '/api/city-pages/assisted-living/or/atlantis',
      '/api/city-pages/assisted-living/zz/portland',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('has a page for a county, around its centre (decision 070)', async () => {
    await seedOregon();
    const response = await get('/api/city-pages/assisted-living/or/multnomah-county');
    expect(response.statusCode).toBe(200);
    const page = response.json<CityPage>();
    expect(page).toMatchObject({ city: 'Multnomah County', state: 'OR', total: 3 });
    expect(page.listings.map((l) => l.title)).not.toContain('Capitol Gardens');
  });

  it('looks as far around a region as its ZIP codes reach, and says so', async () => {
    const town = (await get('/api/city-pages/assisted-living/wa/seattle')).json<CityPage>();
    expect(town.radiusMiles).toBe(25);
    const region = await get('/api/city-pages/assisted-living/wa/puget-sound');
    expect(region.statusCode).toBe(200);
    expect(region.json<CityPage>()).toMatchObject({ city: 'Puget Sound', radiusMiles: 35 });
  });

  it('names a town as it is written, at the address of that name and at the old one', async () => {
    // The ZIP dataset writes "Lees Summit", "Mc Lean" and "Saint Louis" (town-names.ts).
    for (const [path, city] of [
      ['/api/city-pages/assisted-living/mo/lee-s-summit', "Lee's Summit"],
      ['/api/city-pages/assisted-living/mo/lees-summit', "Lee's Summit"],
      ['/api/city-pages/assisted-living/va/mclean', 'McLean'],
      ['/api/city-pages/assisted-living/va/mc-lean', 'McLean'],
      ['/api/city-pages/assisted-living/mo/st-louis', 'St. Louis'],
      ['/api/city-pages/assisted-living/mo/saint-louis', 'St. Louis'],
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.json<CityPage>(), path).toMatchObject({ city, total: 0 });
    }
  });

  it("has pages for the territories' towns, named with their accents", async () => {
    for (const [path, city] of [
      ['/api/city-pages/assisted-living/pr/san-juan', 'San Juan'],
      ['/api/city-pages/assisted-living/pr/mayaguez', 'Mayagüez'],
      ['/api/city-pages/assisted-living/gu/hagatna', 'Hagåtña'],
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.json<CityPage>(), path).toMatchObject({ city, total: 0 });
    }
  });

  it('has a page for a town the ZIP dataset names by its post office, at its GeoNames point', async () => {
    // Shoreline's ZIP codes are Seattle's in the dataset; GeoNames knows the town (decision 077).
    const response = await get('/api/city-pages/assisted-living/wa/shoreline');
    expect(response.statusCode).toBe(200);
    expect(response.json<CityPage>()).toMatchObject({
      city: 'Shoreline',
      state: 'WA',
      radiusMiles: 25,
    });
  });

  it('places a city the ZIP dataset does not know at the middle of its own communities', async () => {
    const provider = await insertProvider(ctx.database.db);
    await insertListing(ctx.database.db, provider, {
      ...PORTLAND,
      city: 'Rose Village',
      title: 'Village Commons',
    });
    const page = (await get('/api/city-pages/assisted-living/or/rose-village')).json<CityPage>();
    expect(page).toMatchObject({ city: 'Rose Village', total: 1 });
  });
});

describe('GET /api/city-pages?type=', () => {
  it('names the cities with the most communities of a care type', async () => {
    await seedOregon();
    const response = await get('/api/city-pages?type=assisted-living');
    expect(response.statusCode).toBe(200);
    const { cities } = response.json<TopCities>();
    expect(cities[0]).toEqual({
      careType: 'assisted-living',
      city: 'Portland',
      state: 'OR',
      count: 2,
    });
    expect(cities).toHaveLength(4);
    expect((await get('/api/city-pages?type=castle')).statusCode).toBe(400);
  });
});
