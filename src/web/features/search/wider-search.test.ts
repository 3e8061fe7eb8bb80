import { describe, expect, it } from 'vitest';
import { widerMiles } from './wider-search.ts';

describe('widerMiles', () => {
  it.each([
    [25, 50],
    [10, 50],
    [50, 100],
    [80, 100],
  ])('after %i miles, %i', (radius, next) => expect(widerMiles({ radius })).toBe(next));

  it('offers nothing at 100 miles, for a state, or without a place', () => {
    expect(widerMiles({ radius: 100 })).toBeNull();
    expect(widerMiles({ radius: null })).toBeNull();
    expect(widerMiles(null)).toBeNull();
  });
});
