import { describe, expect, it } from 'vitest';
import { browseResultsView, summarizeSearchResults } from './search-results.ts';

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
      place: null,
      placeNotFound: false,
      placeAlternatives: [],
      needsVisitorLocation: false,
      careNotListed: null,
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
      place: null,
      placeNotFound: false,
      placeAlternatives: [],
      needsVisitorLocation: false,
      careNotListed: null,
    });
  });

  it('says what the first page says of the place the text named none of', () => {
    const first = { ...page(['a']), placeNotFound: true, placeAlternatives: ['Seattle, WA'] };
    const summary = summarizeSearchResults([first, page(['b'])], false);
    expect(summary).toMatchObject({ placeNotFound: true, placeAlternatives: ['Seattle, WA'] });
  });

  it('says when the text asked for the visitor’s location and none came with it', () => {
    const first = { ...page(['a']), needsVisitorLocation: true };
    expect(summarizeSearchResults([first], false).needsVisitorLocation).toBe(true);
    const hospice = { ...page(['a']), careNotListed: 'hospice care' };
    expect(summarizeSearchResults([hospice], false).careNotListed).toBe('hospice care');
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

describe('browseResultsView', () => {
  const base = { hasListings: true, loading: false, failed: false, total: 3 };

  it('shows the results, or "no results" when the search found none', () => {
    expect(browseResultsView(base)).toBe('results');
    expect(browseResultsView({ ...base, total: 0 })).toBe('empty');
  });

  it('shows skeletons before the first results and while new filters load', () => {
    expect(browseResultsView({ ...base, hasListings: false })).toBe('loading');
    expect(browseResultsView({ ...base, loading: true })).toBe('loading');
    expect(browseResultsView({ ...base, loading: true, total: 0 })).toBe('loading');
  });

  it('shows the failure only when there are no results to keep showing', () => {
    expect(browseResultsView({ ...base, hasListings: false, failed: true })).toBe('failed');
    expect(browseResultsView({ ...base, failed: true })).toBe('results');
  });
});
