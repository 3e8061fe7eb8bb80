import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '#web/lib/query-client.ts';

/** Every query about one listing's reviews starts with this key. */
export const listingReviewsKey = (listingId: string) => ['listing-reviews', listingId] as const;

export const listingReviewListKey = (listingId: string) =>
  [...listingReviewsKey(listingId), 'list'] as const;

/** GET /api/listings/:id/reviews: newest first, author names joined from profiles. */
export const listingReviewsQuery = (listingId: string) =>
  queryOptions({
    queryKey: listingReviewListKey(listingId),
    queryFn: ({ signal, client }) =>
      apiOf(client).get('/api/listings/{id}/reviews', { params: { id: listingId }, signal }),
  });

export function useListingReviews(listingId: string | null) {
  return useQuery({
    ...listingReviewsQuery(listingId ?? ''),
    enabled: listingId !== null,
    select: (data) => data.reviews,
  });
}
