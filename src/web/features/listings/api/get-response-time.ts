import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseTime } from '#shared/response-time.ts';
import { apiOf } from '#web/lib/query-client.ts';

export const responseTimeQueryKey = (id: string) => ['listing-response-time', id] as const;

/** GET /api/listings/:id/response-time: the median time to answer a tour request (90 days). */
export const responseTimeQuery = (listingId: string) =>
  queryOptions({
    queryKey: responseTimeQueryKey(listingId),
    queryFn: ({ signal, client }) =>
      apiOf(client).get<ResponseTime>(
        `/api/listings/${encodeURIComponent(listingId)}/response-time`,
        { signal },
      ),
  });

export function useResponseTime(listingId: string) {
  return useQuery(responseTimeQuery(listingId));
}
