import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '#web/lib/query-client.ts';
import { providerKeys } from './keys.ts';

/** GET /api/provider/analytics: real counts for the last 30 days and the 30 before. */
export const analyticsQuery = queryOptions({
  queryKey: providerKeys.analytics,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/provider/analytics', { signal }),
});

export function useAnalytics(enabled = true) {
  return useQuery({ ...analyticsQuery, enabled });
}
