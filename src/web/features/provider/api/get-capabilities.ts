import { useQuery } from '@tanstack/react-query';
import type { ProviderCapabilities } from '#shared/provider-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, queryBehaviour, type ProviderQueryOptions } from './keys.ts';

/** GET /api/provider/capabilities: whether I may add a listing now, and my plan's usage. */
export function getCapabilities(signal?: AbortSignal): Promise<ProviderCapabilities> {
  return api.get<ProviderCapabilities>('/api/provider/capabilities', { signal });
}

export function useCapabilities(options: ProviderQueryOptions = {}) {
  return useQuery({
    ...queryBehaviour(options),
    queryKey: providerKeys.capabilities,
    queryFn: ({ signal }) => getCapabilities(signal),
  });
}
