import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '#web/lib/query-client.ts';
import { providerKeys, queryBehaviour, type ProviderQueryOptions } from './keys.ts';

/** GET /api/provider/listings: my listings (newest first) and how many my plan allows. */
export const myListingsQuery = queryOptions({
  queryKey: providerKeys.listings,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/provider/listings', { signal }),
});

export function useMyListings(options: ProviderQueryOptions = {}) {
  return useQuery({ ...myListingsQuery, ...queryBehaviour(options) });
}
