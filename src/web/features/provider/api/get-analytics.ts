import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { providerKeys } from './keys.ts';

/** GET /api/provider/analytics: real counts for the last 30 days and the 30 before. */
export function getAnalytics(signal?: AbortSignal) {
  return api.get('/api/provider/analytics', { signal });
}

export function useAnalytics(enabled = true) {
  return useQuery({
    queryKey: providerKeys.analytics,
    queryFn: ({ signal }) => getAnalytics(signal),
    enabled,
  });
}
