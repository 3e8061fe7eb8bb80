import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PROVIDER_TOUR_STATUSES } from '#shared/tour-request-labels.ts';
import type { ProviderTourRequestList } from '#shared/tour-request-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { tourRequestKeys } from './keys.ts';

/** GET /api/provider/tour-requests: requests for my listings, newest first, and the new count. */
export function useProviderTourRequests() {
  return useQuery({
    queryKey: tourRequestKeys.inbox,
    queryFn: ({ signal }) =>
      api.get<ProviderTourRequestList>('/api/provider/tour-requests', { signal }),
  });
}

export function useSetTourRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; status: (typeof PROVIDER_TOUR_STATUSES)[number] }) => {
      // The answer's schema (zod) loads with the action, not with the dashboard (decision 015).
      const { providerTourRequestSchema } = await loadSchemas(
        () => import('#shared/tour-request-schemas.ts'),
      );
      return api.patch(
        `/api/provider/tour-requests/${input.id}`,
        { status: input.status },
        { schema: providerTourRequestSchema },
      );
    },
    // The analytics figures (median time to contact) move with the status.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tourRequestKeys.inbox }),
        queryClient.invalidateQueries({ queryKey: ['provider', 'analytics'] }),
      ]),
  });
}
