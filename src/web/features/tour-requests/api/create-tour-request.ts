import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TourRequestData } from '#shared/tour-request-schemas.ts';
import { api, type ApiClient } from '#web/lib/api-client.ts';
import { tourRequestKeys } from './keys.ts';

/** POST /api/listings/:id/tour-requests (signed in or out), from the browser or the server. */
export function createTourRequest(
  listingId: string,
  data: TourRequestData,
  client: ApiClient = api,
) {
  return client.post('/api/listings/{id}/tour-requests', { params: { id: listingId }, body: data });
}

export function useCreateTourRequest(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TourRequestData) => createTourRequest(listingId, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourRequestKeys.mine }),
  });
}
