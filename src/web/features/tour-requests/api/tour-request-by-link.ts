import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';
import { tourRequestKeys } from './keys.ts';

/** GET /api/tour-requests/by-link/:token: the one request a signed-out family's link opens. */
export const tourRequestByLinkQuery = (token: string) =>
  queryOptions({
    queryKey: tourRequestKeys.byLink(token),
    queryFn: ({ signal, client }) =>
      apiOf(client).get('/api/tour-requests/by-link/{token}', { params: { token }, signal }),
  });

export function useTourRequestByLink(token: string) {
  return useQuery(tourRequestByLinkQuery(token));
}

export function useWithdrawByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/api/tour-requests/by-link/{token}/withdrawal', { params: { token } }),
    onSuccess: (request) => queryClient.setQueryData(tourRequestKeys.byLink(token), request),
  });
}
