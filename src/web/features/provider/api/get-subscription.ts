import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '#web/lib/query-client.ts';
import { providerKeys, queryBehaviour, type ProviderQueryOptions } from './keys.ts';

/** GET /api/subscription: my subscription, or null when I never subscribed. */
export const subscriptionQuery = queryOptions({
  queryKey: providerKeys.subscription,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/subscription', { signal }),
});

export function useSubscription(options: ProviderQueryOptions = {}) {
  return useQuery({ ...subscriptionQuery, ...queryBehaviour(options) });
}
