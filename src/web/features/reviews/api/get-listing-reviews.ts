import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingReviewList } from '#shared/review-schemas.ts';
import { apiOf } from '#web/lib/query-client.ts';

/** Every query about one listing's reviews starts with this key. */
export const listingReviewsKey = (listingId: string) => ['listing-reviews', listingId] as const;

export const listingReviewListKey = (listingId: string) =>
  [...listingReviewsKey(listingId), 'list'] as const;

/** GET /api/listings/:id/reviews: newest first, author names joined from profiles. */
export const listingReviewsQuery = (listingId: string) =>
  queryOptions({
    queryKey: listingReviewListKey(listingId),
    // No response schema: the server answers through the shared one, and zod stays out of
    // pages that only show reviews (the JavaScript budget, docs/decisions/015).
    queryFn: ({ signal, client }) =>
      apiOf(client).get<ListingReviewList>(
        `/api/listings/${encodeURIComponent(listingId)}/reviews`,
        { signal },
      ),
  });

export function useListingReviews(listingId: string | null) {
  return useQuery({
    ...listingReviewsQuery(listingId ?? ''),
    enabled: listingId !== null,
    select: (data) => data.reviews,
  });
}
