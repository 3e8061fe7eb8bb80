import { describe, expect, it } from 'vitest';
import { usZipCentroids } from './realistic-data.ts';

describe('usZipCentroids (where seeded communities are placed)', () => {
  it('holds towns, not the ZIP codes of organisations', () => {
    const places = usZipCentroids();
    const cities = new Set(places.map((place) => `${place.city}, ${place.state}`));
    expect(cities).toContain('Seattle, WA');
    expect(cities).toContain('Cut Bank, MT');
    for (const organisation of [
      'Goodwill Games 1990, WA',
      'Bank Of America, WA',
      'Dover Afb, DE',
    ]) {
      expect(cities).not.toContain(organisation);
    }
    expect(places.map((place) => place.zip)).not.toContain('98151');
  });
});
