import { describe, expect, it } from 'vitest';
import { summarizeSearchResults } from './search-results.ts';

const page = (listings: string[], extra: Partial<{ degraded: boolean }> = {}) => ({
  listings,
  total: 30,
  totalIsLowerBound: true,
  priceBounds: { min: 1500, max: 9000 },
  degraded: false,
  ...extra,
});

describe('summarizeSearchResults', () => {
  it('has nothing to show before the first page arrives', () => {
    expect(summarizeSearchResults(undefined, false)).toEqual({
      listings: null,
      shownTotal: null,
      total: 0,
      totalIsLowerBound: false,
      priceBounds: null,
      degraded: false,
    });
  });

  it('joins the pages in order and takes the counts and price bounds from the first', () => {
    const summary = summarizeSearchResults([page(['a', 'b']), page(['c'])], false);
    expect(summary).toEqual({
      listings: ['a', 'b', 'c'],
      shownTotal: 30,
      total: 30,
      totalIsLowerBound: true,
      priceBounds: { min: 1500, max: 9000 },
      degraded: false,
    });
  });

  it('hides the count, not the results, while new filters load', () => {
    const summary = summarizeSearchResults([page(['a'])], true);
    expect(summary.shownTotal).toBeNull();
    expect(summary.total).toBe(30);
    expect(summary.listings).toEqual(['a']);
  });

  it('is degraded when any page came from the samples only', () => {
    expect(
      summarizeSearchResults([page(['a']), page(['b'], { degraded: true })], false).degraded,
    ).toBe(true);
  });
});
