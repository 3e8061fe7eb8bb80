import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listingSearchResultSchema, type ListingSearchResult } from '#shared/listing-schemas.ts';
import { api, type QueryParams } from '#web/lib/api-client.ts';

/** All listing searches share this prefix, so the detail dialog can find a listing already loaded. */
export const listingsSearchKey = ['listings', 'search'] as const;

export const BROWSE_PAGE_SIZE = 12;

/** GET /api/listings: one page of search results (filters are applied by the server). */
export function getListings(query: QueryParams, signal?: AbortSignal) {
  return api.get<ListingSearchResult>('/api/listings', {
    schema: listingSearchResultSchema,
    query,
    signal,
  });
}

/** One page of results, e.g. the home page's featured communities. */
export function useListings(query: QueryParams) {
  return useQuery({
    queryKey: [...listingsSearchKey, 'page', query],
    queryFn: ({ signal }) => getListings(query, signal),
  });
}

/**
 * The browse results, page by page ("Load more"). While new filters load, the previous results
 * stay available (isPlaceholderData) so the price bounds and layout do not jump.
 */
export function useListingSearch(query: QueryParams, pageSize = BROWSE_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: [...listingsSearchKey, 'infinite', query, pageSize],
    queryFn: ({ pageParam, signal }) =>
      getListings({ ...query, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}
