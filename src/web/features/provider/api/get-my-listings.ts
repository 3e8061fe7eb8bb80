import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, queryBehaviour, type ProviderQueryOptions } from './keys.ts';

/** GET /api/provider/listings: my listings (newest first) and how many my plan allows. */
export function getMyListings(signal?: AbortSignal) {
  return api.get('/api/provider/listings', { signal });
}

export function useMyListings(options: ProviderQueryOptions = {}) {
  return useQuery({
    ...queryBehaviour(options),
    queryKey: providerKeys.listings,
    queryFn: ({ signal }) => getMyListings(signal),
  });
}
