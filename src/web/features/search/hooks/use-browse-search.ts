import { useEffect, useMemo } from 'react';
import { useListingSearch } from '#web/lib/listings-query.ts';
import { filtersReadAs, toListingQuery } from '../search-params.ts';
import { summarizeSearchResults } from '../search-results.ts';
import { useBrowseFilters } from './use-browse-filters.ts';

/**
 * The browse search: the filters read from the URL, the results they select (page by page), and
 * what the page shows of them. The URL is the only state; everything else is derived from it.
 */
export function useBrowseSearch() {
  const { filters, updateFilters } = useBrowseFilters();
  const apiQuery = useMemo(() => toListingQuery(filters), [filters]);
  const search = useListingSearch(apiQuery);
  const loadingNew = search.isPlaceholderData;
  const results = summarizeSearchResults(search.data?.pages, loadingNew);
  // "Seattle assisted living", read by the server as Seattle and assisted living, is written as
  // those filters in place of the text (docs/decisions/080), as the page's loader does.
  const readAs = loadingNew ? null : (search.data?.pages[0]?.readAs ?? null);
  useEffect(() => {
    if (readAs) updateFilters((current) => filtersReadAs(current, readAs), { replace: true });
  }, [readAs, updateFilters]);

  return {
    filters,
    updateFilters,
    /** The GET /api/listings query of these filters (the map asks for their points). */
    apiQuery,
    /** Changes whenever the API query does (the header announces new results by it). */
    filterKey: JSON.stringify(apiQuery),
    results,
    loadingNew,
    failed: search.isError,
    retry: () => void search.refetch(),
    loadMore: {
      hasMore: search.hasNextPage,
      loading: search.isFetchingNextPage,
      pagesShown: search.data?.pages.length ?? 0,
      onLoadMore: async () => !(await search.fetchNextPage()).isFetchNextPageError,
    },
  };
}
