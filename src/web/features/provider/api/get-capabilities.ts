import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, queryBehaviour, type ProviderQueryOptions } from './keys.ts';

/** GET /api/provider/capabilities: whether I may add a listing now, and my plan's usage. */
export function getCapabilities(signal?: AbortSignal) {
  return api.get('/api/provider/capabilities', { signal });
}

export function useCapabilities(options: ProviderQueryOptions = {}) {
  return useQuery({
    ...queryBehaviour(options),
    queryKey: providerKeys.capabilities,
    queryFn: ({ signal }) => getCapabilities(signal),
  });
}
