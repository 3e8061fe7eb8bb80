import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, queryBehaviour, type ProviderQueryOptions } from './keys.ts';

/** GET /api/subscription: my subscription, or null when I never subscribed. */
export function getSubscription(signal?: AbortSignal) {
  return api.get('/api/subscription', { signal });
}

export function useSubscription(options: ProviderQueryOptions = {}) {
  return useQuery({
    ...queryBehaviour(options),
    queryKey: providerKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
  });
}
