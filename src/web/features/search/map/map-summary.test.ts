import { describe, expect, it } from 'vitest';
import { MAP_POINTS_CAP } from '#shared/constants.ts';
import { mapSummary } from './map-summary.ts';

const point = { id: '1', lat: 45, lng: -122, title: 'A', price: 1000 };

describe('the map text alternative', () => {
  it('counts the communities shown and points to the list', () => {
    expect(mapSummary({ points: [point, point], capped: false })).toBe(
      'Map of 2 communities shown; the list has the same results.',
    );
    expect(mapSummary({ points: [point], capped: false })).toMatch(/^Map of 1 community shown/);
    expect(mapSummary({ points: [], capped: false })).toMatch(/^Map of 0 communities/);
  });

  it('says when the map holds only the first of many', () => {
    const points = Array.from({ length: MAP_POINTS_CAP }, () => point);
    expect(mapSummary({ points, capped: true })).toMatch(/^Map of the first 1,000 communities/);
  });
});
