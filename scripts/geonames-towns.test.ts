import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GEONAMES_TOWNS_FILE, geonamesTowns } from './geonames-towns.ts';

describe('geonames-towns.json', () => {
  it('is what the script writes from the installed GeoNames table', () => {
    const written = JSON.parse(readFileSync(GEONAMES_TOWNS_FILE, 'utf8'));
    expect(written).toEqual(geonamesTowns());
  });

  it('holds the towns of every state and territory, and says which are parts of a city', () => {
    const table = geonamesTowns();
    expect(Object.keys(table)).toHaveLength(56);
    const town = (state: string, name: string) => table[state]?.find(([n]) => n === name);
    expect(town('WA', 'Seattle')).toEqual(['Seattle', expect.any(Number), 47.606, -122.332, 0]);
    expect(town('WA', 'Seattle')?.[1]).toBeGreaterThan(600_000);
    expect(town('PR', 'San Juan')?.[1]).toBeGreaterThan(300_000);
    expect(town('NY', 'Harlem')?.[4]).toBe(1);
    expect(town('CA', 'Central Valley (historical)')).toBeUndefined();
  });
});
