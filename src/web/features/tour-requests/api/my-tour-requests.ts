import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourRequestKeys } from './keys.ts';

/** GET /api/me/tour-requests: the signed-in family's requests, newest first. */
export function useMyTourRequests() {
  return useQuery({
    queryKey: tourRequestKeys.mine,
    queryFn: ({ signal }) => api.get('/api/me/tour-requests', { signal }),
  });
}

/** The signed-in family's requests for one community (none asked for when signed out). */
export function useMyTourRequestsFor(listingId: string, signedIn: boolean) {
  return useQuery({
    queryKey: [...tourRequestKeys.mine, listingId],
    queryFn: ({ signal }) => api.get('/api/me/tour-requests', { query: { listingId }, signal }),
    enabled: signedIn,
  });
}

export function useWithdrawTourRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post('/api/me/tour-requests/{requestId}/withdrawal', { params: { requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourRequestKeys.mine }),
  });
}
