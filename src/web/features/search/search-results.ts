import type { ListingSearchResult, ListingView } from '#shared/listing-schemas.ts';

/** The parts of a result page the browse page summarises (listings of any shape, for tests). */
type ResultPage<Listing> = Pick<
  ListingSearchResult,
  'total' | 'totalIsLowerBound' | 'priceBounds' | 'degraded'
> &
  Partial<
    Pick<
      ListingSearchResult,
      'place' | 'placeNotFound' | 'placeAlternatives' | 'needsVisitorLocation' | 'careNotListed'
    >
  > & {
    listings: readonly Listing[];
  };

/** What the browse page shows of its search, derived once from the loaded result pages. */
export type SearchResultsSummary<Listing = ListingView> = {
  /** Every listing loaded so far, or null before the first page arrives. */
  listings: Listing[] | null;
  /** The count for the header and the filter sheet: null until loaded and while new filters load. */
  shownTotal: number | null;
  /** The count of the results on screen (0 before the first page). */
  total: number;
  totalIsLowerBound: boolean;
  priceBounds: ListingSearchResult['priceBounds'] | null;
  /** Some page holds only the samples because the database could not be read. */
  degraded: boolean;
  /** The place the location text named, or that it named none (docs/decisions/038). */
  place: ListingSearchResult['place'];
  placeNotFound: boolean;
  /** When it named none, the places it may have meant (docs/decisions/063). */
  placeAlternatives: string[];
  /** The text asked for communities near the visitor, and no location came with it. */
  needsVisitorLocation: boolean;
  /** Care the text asked for that is not listed here (docs/decisions/113). */
  careNotListed: string | null;
};

/**
 * Summarises the loaded pages of a browse search. `loadingNew` is true while the results on screen
 * belong to the previous filters (TanStack Query's placeholder data).
 */
export function summarizeSearchResults<Listing>(
  pages: readonly ResultPage<Listing>[] | undefined,
  loadingNew: boolean,
): SearchResultsSummary<Listing> {
  const first = pages?.[0];
  if (!pages || !first) {
    return {
      listings: pages ? [] : null,
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
    };
  }
  return {
    listings: pages.flatMap((page) => page.listings),
    shownTotal: loadingNew ? null : first.total,
    total: first.total,
    totalIsLowerBound: first.totalIsLowerBound,
    priceBounds: first.priceBounds,
    degraded: pages.some((page) => page.degraded),
    ...placeRead(first),
  };
}

/** What the first page says the location text was read as. */
const placeRead = (first: ResultPage<unknown>) => ({
  place: first.place ?? null,
  placeNotFound: first.placeNotFound ?? false,
  placeAlternatives: first.placeAlternatives ?? [],
  needsVisitorLocation: first.needsVisitorLocation ?? false,
  careNotListed: first.careNotListed ?? null,
});

/** What the results area shows: a failure with retry, skeletons, "no results", or the grid. */
export type BrowseResultsView = 'failed' | 'loading' | 'empty' | 'results';

/**
 * A failure replaces the results only when there are none to keep showing; new filters show
 * skeletons until their results arrive.
 */
export function browseResultsView(state: {
  hasListings: boolean;
  loading: boolean;
  failed: boolean;
  total: number;
}): BrowseResultsView {
  if (state.failed && !state.hasListings) return 'failed';
  if (!state.hasListings || state.loading) return 'loading';
  return state.total === 0 ? 'empty' : 'results';
}
