import { describe, expect, it } from 'vitest';
import { distanceAndPlace } from './distance-words.ts';

describe('distanceAndPlace', () => {
  it.each([
    ['within 10 miles of Seattle', 10, 'Seattle'],
    ['10 miles from Seattle, WA', 10, 'Seattle, WA'],
    ['5 mi from 98052', 5, '98052'],
    ['a 20 mile radius around Austin', 20, 'Austin'],
    ['20 mile radius of Austin TX', 20, 'Austin TX'],
    ['under 15 miles from Portland', 15, 'Portland'],
    ['Seattle within 10 miles', 10, 'Seattle'],
    ['Seattle, WA - 25 mi', 25, 'Seattle, WA'],
    ['Austin 20 mile radius', 20, 'Austin'],
    ['98052 within 5 miles', 5, '98052'],
    ['Boise 30-mile radius', 30, 'Boise'],
    ['within 500 miles of Denver', 100, 'Denver'],
    ['within 0 miles of Denver', 1, 'Denver'],
    ['within 2.5 miles of Tampa', 3, 'Tampa'],
  ])('%j is %j miles around %j', (text, miles, location) => {
    expect(distanceAndPlace(text)).toEqual({ miles, location });
  });

  it.each([
    'Seattle',
    '98052',
    'Route 66 Manor',
    'Seven Mile Ford',
    '10 miles',
    'Mile High Manor',
    '',
  ])('%j gives no distance: null', (text) => {
    expect(distanceAndPlace(text)).toBeNull();
  });
});
