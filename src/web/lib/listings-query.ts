import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '#shared/constants.ts';
import type { ApiClient, QueryParams } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

/** All listing searches share this prefix, so the detail dialog can find a listing already loaded. */
export const listingsSearchKey = ['listings', 'search'] as const;

/** GET /api/listings: one page of search results (filters are applied by the server). */
const getListings = (client: ApiClient, query: QueryParams, signal?: AbortSignal) =>
  client.get('/api/listings', { query, signal });

/** One page of results, e.g. the home page's featured communities. */
export const listingsPageQuery = (query: QueryParams) =>
  queryOptions({
    queryKey: [...listingsSearchKey, 'page', query],
    queryFn: ({ signal, client }) => getListings(apiOf(client), query, signal),
  });

export function useListings(query: QueryParams) {
  return useQuery(listingsPageQuery(query));
}

/** The browse results, page by page ("Load more"). */
export const listingSearchQuery = (
  query: QueryParams,
  pageSize: number = LISTING_PAGE_SIZE.default,
) =>
  infiniteQueryOptions({
    queryKey: [...listingsSearchKey, 'infinite', query, pageSize],
    queryFn: ({ pageParam, signal, client }) =>
      getListings(apiOf(client), { ...query, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

/**
 * The browse results. While new filters load, the previous results stay available
 * (isPlaceholderData) so the price bounds and layout do not jump.
 */
export function useListingSearch(query: QueryParams, pageSize: number = LISTING_PAGE_SIZE.default) {
  return useInfiniteQuery({
    ...listingSearchQuery(query, pageSize),
    placeholderData: keepPreviousData,
  });
}
