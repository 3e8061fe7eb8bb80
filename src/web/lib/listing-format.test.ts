import { describe, expect, it } from 'vitest';
import type { ListingView } from '#shared/listing-schemas.ts';
import { formatDistance, formatDistanceFromSearch } from './listing-format.ts';

const at = (distanceFromCenter: number | null) =>
  ({ location: { distanceFromCenter } }) as unknown as ListingView;

describe('formatDistance', () => {
  it('says how many whole miles away a community is', () => {
    expect(formatDistance(at(7))).toBe('7 mi away');
    expect(formatDistance(at(1))).toBe('1 mi away');
    expect(formatDistance(at(0.6))).toBe('1 mi away');
  });

  it('says "under 1 mi" rather than "0 mi" for a community within half a mile', () => {
    expect(formatDistance(at(0))).toBe('under 1 mi away');
    expect(formatDistance(at(0.4))).toBe('under 1 mi away');
  });

  it('says nothing when no distance was measured', () => {
    expect(formatDistance(at(null))).toBeNull();
  });
});

describe('formatDistanceFromSearch', () => {
  it('reads as a sentence for one mile, several, and under one', () => {
    expect(formatDistanceFromSearch(12.4)).toBe('About 12 miles from your search location');
    expect(formatDistanceFromSearch(1)).toBe('About 1 mile from your search location');
    expect(formatDistanceFromSearch(0.3)).toBe('Under a mile from your search location');
  });
});
