import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyTourRequestList } from '#shared/tour-request-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { tourRequestKeys } from './keys.ts';

/** GET /api/me/tour-requests: the signed-in family's requests, newest first. */
export function useMyTourRequests() {
  return useQuery({
    queryKey: tourRequestKeys.mine,
    queryFn: ({ signal }) => api.get<FamilyTourRequestList>('/api/me/tour-requests', { signal }),
  });
}

export function useWithdrawTourRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // The answer's schema (zod) loads with the action, not with the page (decision 015).
      const { familyTourRequestSchema } = await loadSchemas(
        () => import('#shared/tour-request-schemas.ts'),
      );
      return api.post(`/api/me/tour-requests/${id}/withdrawal`, undefined, {
        schema: familyTourRequestSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourRequestKeys.mine }),
  });
}
