import { useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, queryBehaviour, type ProviderQueryOptions } from './keys.ts';

/** GET /api/subscription: my subscription, or null when I never subscribed. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionView | null> {
  return api.get<SubscriptionView | null>('/api/subscription', { signal });
}

export function useSubscription(options: ProviderQueryOptions = {}) {
  return useQuery({
    ...queryBehaviour(options),
    queryKey: providerKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
  });
}
