import { describe, expect, it } from 'vitest';
import { priceAndPlace } from './price-words.ts';

describe('priceAndPlace', () => {
  it.each([
    ['under $3,000 in Dallas', null, 3000, 'Dallas'],
    ['under 3000 Dallas, TX', null, 3000, 'Dallas, TX'],
    ['less than $4k near 98052', null, 4000, '98052'],
    ['up to $3,500 a month in Austin', null, 3500, 'Austin'],
    ['Austin TX under $4,000/month', null, 4000, 'Austin TX'],
    ['Austin, TX - $4k or less', null, 4000, 'Austin, TX'],
    ['Phoenix $3,500 max', null, 3500, 'Phoenix'],
    ['between $2,500 and $4,000 near Seattle', 2500, 4000, 'Seattle'],
    ['from 2500 to 4000 Tampa', 2500, 4000, 'Tampa'],
    ['Tampa $2,500-$4,000', 2500, 4000, 'Tampa'],
    ['under $3000', null, 3000, ''],
  ])('%j asks for %j to %j, and searches %j', (text, min, max, location) => {
    expect(priceAndPlace(text)).toEqual({ min, max, location });
  });

  it.each([
    'Seattle, WA',
    'Seattle, WA 98101-1234',
    '98052',
    'under 10 miles of Seattle',
    'up to 500 miles from Seattle',
    'over 55 communities Phoenix',
    'Seattle 25',
    'Sunrise of 3000 Oaks',
  ])('%j names no price', (text) => {
    expect(priceAndPlace(text)).toBeNull();
  });
});
