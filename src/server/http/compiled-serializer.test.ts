import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingSearchResultSchema } from '#shared/listing-schemas.ts';
import { sampleListingView } from '../modules/listings/listing-view.ts';
import { SAMPLE_LISTINGS } from '../modules/listings/sample-listings.ts';
import { compileSerializer } from './compiled-serializer.ts';

const serialize = compileSerializer(listingSearchResultSchema);
const zodBody = (value: unknown) =>
  JSON.stringify(z.encode(listingSearchResultSchema, value as never));

const result = (overrides: object = {}) => ({
  listings: SAMPLE_LISTINGS.map(sampleListingView),
  total: 6,
  totalIsLowerBound: false,
  page: 1,
  pageSize: 12,
  priceBounds: { min: 1300, max: 6100 },
  origin: null,
  place: null,
  placeNotFound: false,
  placeAlternatives: [],
  readAs: null,
  needsVisitorLocation: false,
  careNotListed: null,
  degraded: false,
  ...overrides,
});

describe('compiled response serializer', () => {
  it('writes byte for byte what the zod serializer writes', () => {
    const plain = result();
    expect(serialize(plain)).toBe(zodBody(plain));
    const withOrigin = result({ origin: { lat: 45.5, lng: -122.6, source: 'zip' } });
    withOrigin.listings[0] = {
      ...withOrigin.listings[0],
      location: { ...withOrigin.listings[0].location, coordinates: null, distanceFromCenter: 3 },
      rating: 4.5,
    };
    expect(serialize(withOrigin)).toBe(zodBody(withOrigin));
    const withPlace = result({
      place: {
        kind: 'city',
        label: 'Seattle, WA',
        city: 'Seattle',
        state: 'WA',
        zip: null,
        radius: 25,
        alternatives: ['Seattle, Narnia'],
      },
    });
    expect(serialize(withPlace)).toBe(zodBody(withPlace));
  });

  it('leaves out fields the schema does not name', () => {
    const leaky = {
      ...result(),
      secret: 'x',
      listings: [{ ...result().listings[0], googlePlaceId: 'g' }],
    };
    const body = JSON.parse(serialize(leaky));
    expect(body).not.toHaveProperty('secret');
    expect(body.listings[0]).not.toHaveProperty('googlePlaceId');
  });

  it('refuses a value missing a required field instead of sending half a body', () => {
    const { total: _total, ...incomplete } = result();
    expect(() => serialize(incomplete as never)).toThrow(/total/);
  });
});
