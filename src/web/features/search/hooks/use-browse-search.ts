import { useMemo } from 'react';
import { useListingSearch } from '#web/lib/listings-query.ts';
import { toListingQuery } from '../search-params.ts';
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
      onLoadMore: async () => !(await search.fetchNextPage()).isFetchNextPageError,
    },
  };
}
