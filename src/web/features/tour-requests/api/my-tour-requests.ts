import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  familyTourRequestListSchema,
  familyTourRequestSchema,
} from '#shared/tour-request-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { tourRequestKeys } from './keys.ts';

/** GET /api/me/tour-requests: the signed-in family's requests, newest first. */
export function useMyTourRequests() {
  return useQuery({
    queryKey: tourRequestKeys.mine,
    queryFn: ({ signal }) =>
      api.get('/api/me/tour-requests', { schema: familyTourRequestListSchema, signal }),
  });
}

export function useWithdrawTourRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/me/tour-requests/${id}/withdrawal`, undefined, {
        schema: familyTourRequestSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourRequestKeys.mine }),
  });
}
