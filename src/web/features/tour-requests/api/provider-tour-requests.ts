import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PROVIDER_TOUR_STATUSES } from '#shared/tour-request-labels.ts';
import { api } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';
import { tourRequestKeys } from './keys.ts';

/** GET /api/provider/tour-requests: requests for my listings, newest first, and the new count. */
export const providerTourRequestsQuery = queryOptions({
  queryKey: tourRequestKeys.inbox,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/provider/tour-requests', { signal }),
});

export function useProviderTourRequests() {
  return useQuery(providerTourRequestsQuery);
}

export function useSetTourRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: (typeof PROVIDER_TOUR_STATUSES)[number] }) =>
      api.patch('/api/provider/tour-requests/{requestId}', {
        params: { requestId: input.id },
        body: { status: input.status },
      }),
    // The analytics figures (median time to contact) move with the status.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tourRequestKeys.inbox }),
        queryClient.invalidateQueries({ queryKey: ['provider', 'analytics'] }),
      ]),
  });
}
