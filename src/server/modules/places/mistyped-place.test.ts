import { describe, expect, it } from 'vitest';
import { isATypoOf } from './mistyped-place.ts';

describe('isATypoOf', () => {
  it.each([
    ['Tuscon, AZ', 'Tucson, AZ'],
    ['Tuscon AZ', 'Tucson, AZ'],
    ['Pittsburg, PA', 'Pittsburgh, PA'],
    ['Pheonix', 'Phoenix, AZ'],
    ['Seattel, Washington', 'Seattle, WA'],
    ['Los Angelas', 'Los Angeles, CA'],
  ])('%j is a typo of %j', (text, label) => expect(isATypoOf(text, label)).toBe(true));

  it.each([
    // The same city in another state is offered, not searched.
    ['Seattle, OR', 'Seattle, WA'],
    // A typo of a city in another state than the one typed.
    ['Tuscon, CA', 'Tucson, AZ'],
    // More than two letters apart; a region, not a city's name.
    ['Pxxxnix', 'Phoenix, AZ'],
    ['Upstate NY', 'Western New York, NY'],
    ['', 'Tucson, AZ'],
    ['__proto__', 'Provo, UT'],
  ])('%j is no typo of %j', (text, label) => expect(isATypoOf(text, label)).toBe(false));
});
