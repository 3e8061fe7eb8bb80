import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { pointsStatement } from '#server/modules/listings/points.repo.ts';
import { planSearch, searchFilters } from '#server/modules/listings/search-request.ts';
import { listingPointsQuerySchema } from '#shared/listing-schemas.ts';
import { MAP_POINTS_CAP } from '#shared/constants.ts';
import { openSeededSearchDatabase, planOf } from '#tests/helpers/search-mixes.ts';

// The map's markers at scale (docs/decisions/046): on seeded data, as search-plans.test.ts does
// for the list, no points query reads the listings table sequentially. Runs on PGlite and on
// PostgreSQL (DATABASE_URL).
let database: Database;
beforeAll(async () => {
  database = await openSeededSearchDatabase();
}, 120_000);
afterAll(() => database.close());

/** The points statement GET /api/listings/points plans for this query string. */
function statementFor(search: string, includeSamples: boolean) {
  const query = listingPointsQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  return pointsStatement(
    searchFilters(query, planSearch(query), includeSamples),
    MAP_POINTS_CAP + 1,
  );
}

const plan = (search: string, includeSamples: boolean) =>
  planOf(database, statementFor(search, includeSamples));

describe('map points query plans on seeded data', () => {
  it.each([
    ['the whole directory', ''],
    ['a care type and price', 'type=memory-care&minPrice=2000&maxPrice=6000'],
    ['a map area', 'bbox=-122.9,45.3,-122.3,45.7'],
    ['a wide map area', 'bbox=-125,42,-116,49'],
    [
      'a map area + care type + amenity',
      'bbox=-122.9,45.3,-122.3,45.7&type=assisted-living&amenity=WiFi',
    ],
    ['a typed city', 'location=Portland%2C+OR'],
    ['a typed state', 'location=OR'],
  ])('%s: read through indexes, never a sequential scan of listings', async (_, search) => {
    for (const includeSamples of [false, true]) {
      const text = await plan(search, includeSamples);
      expect(text, text).not.toMatch(/Seq Scan on listings/);
      expect(text, text).toMatch(/Index|Bitmap/);
    }
  });

  it('a metro-sized area is found through the geo index (docs/decisions/047)', async () => {
    const text = await plan('bbox=-122.9,45.3,-122.3,45.7', false);
    expect(text, text).toMatch(/listings_geo_idx/);
  });
});
