import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '#web/lib/query-client.ts';
import { providerKeys, queryBehaviour, type ProviderQueryOptions } from './keys.ts';

/** GET /api/provider/capabilities: whether I may add a listing now, and my plan's usage. */
export const capabilitiesQuery = queryOptions({
  queryKey: providerKeys.capabilities,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/provider/capabilities', { signal }),
});

export function useCapabilities(options: ProviderQueryOptions = {}) {
  return useQuery({ ...capabilitiesQuery, ...queryBehaviour(options) });
}
