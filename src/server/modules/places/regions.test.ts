import { describe, expect, it } from 'vitest';
import { findCity } from './places.service.ts';
import { regionRadius, REGIONS } from './regions.ts';

describe('regions', () => {
  it.each(REGIONS.map((region) => [region.name, region] as const))(
    '%s: each county and town it names is a place of the index',
    (_name, region) => {
      for (const part of [...(region.counties ?? []), ...(region.towns ?? [])]) {
        expect(findCity(region.state, part), `${part}, ${region.state}`).not.toBeNull();
      }
    },
  );

  it('is searched as far as nine in ten of its ZIP codes, in whole five miles, within bounds', () => {
    const tenZips = [1, 2, 3, 4, 5, 6, 7, 8, 31, 90];
    expect(regionRadius(tenZips, 25, 100)).toBe(90);
    expect(regionRadius(tenZips.slice(0, 9), 25, 100)).toBe(35);
    expect(regionRadius([3, 4, 5], 25, 100)).toBe(25);
    expect(regionRadius([150, 160], 25, 100)).toBe(100);
  });
});
