import { useQuery } from '@tanstack/react-query';
import type { ListingReviewList } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** Every query about one listing's reviews starts with this key. */
export const listingReviewsKey = (listingId: string) => ['listing-reviews', listingId] as const;

export const listingReviewListKey = (listingId: string) =>
  [...listingReviewsKey(listingId), 'list'] as const;

/** GET /api/listings/:id/reviews: newest first, author names joined from profiles. */
export function getListingReviews(listingId: string, signal?: AbortSignal) {
  return api.get<ListingReviewList>(`/api/listings/${encodeURIComponent(listingId)}/reviews`, {
    // No response schema: the server answers through the shared one, and zod stays out of
    // pages that only show reviews (the JavaScript budget, docs/decisions/015).
    signal,
  });
}

export function useListingReviews(listingId: string | null) {
  return useQuery({
    queryKey: listingReviewListKey(listingId ?? ''),
    queryFn: ({ signal }) => getListingReviews(listingId ?? '', signal),
    enabled: listingId !== null,
    select: (data) => data.reviews,
  });
}
