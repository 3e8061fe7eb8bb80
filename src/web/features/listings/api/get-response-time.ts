import { useQuery } from '@tanstack/react-query';
import type { ResponseTime } from '#shared/response-time.ts';
import { api } from '#web/lib/api-client.ts';

export const responseTimeQueryKey = (id: string) => ['listing-response-time', id] as const;

/** GET /api/listings/:id/response-time: the median time to answer a tour request (90 days). */
export function useResponseTime(listingId: string) {
  return useQuery({
    queryKey: responseTimeQueryKey(listingId),
    queryFn: ({ signal }) =>
      api.get<ResponseTime>(`/api/listings/${encodeURIComponent(listingId)}/response-time`, {
        signal,
      }),
  });
}
