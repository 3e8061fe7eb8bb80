import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { LOCATION_EXAMPLES, locationPlaceholder } from './location-examples.ts';

const places = Object.values(zipcodes.codes);

describe('location box examples', () => {
  it.each(Object.entries(LOCATION_EXAMPLES))(
    'the %s placeholder names a city of its own state and a real ZIP code',
    (_, example) => {
      const cityInState = places.some(
        (place) => place.city === example.city && place.state === example.state,
      );
      expect(cityInState, `${example.city}, ${example.state}`).toBe(true);
      expect(zipcodes.lookup(example.zip), example.zip).toBeDefined();
    },
  );

  it('reads as an example of each kind of search', () => {
    expect(locationPlaceholder(LOCATION_EXAMPLES.bar)).toBe('e.g. Seattle, WA or 98107');
  });
});
