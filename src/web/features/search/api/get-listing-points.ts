import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

/**
 * GET /api/listings/points: the map's markers for the search's filters (docs/decisions/046).
 * The order and page of the list do not change the markers, so they are left out of the key.
 */
export const listingPointsQuery = (query: QueryParams) => {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = query;
  return queryOptions({
    queryKey: ['listings', 'points', filters],
    queryFn: ({ signal, client }) =>
      apiOf(client).get('/api/listings/points', { query: filters, signal }),
  });
};

/** The markers, kept while the next ones load so the map does not empty between searches. */
export function useListingPoints(query: QueryParams, enabled: boolean) {
  return useQuery({ ...listingPointsQuery(query), enabled, placeholderData: keepPreviousData });
}
