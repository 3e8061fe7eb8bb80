import { useQuery } from '@tanstack/react-query';
import type { ReviewView } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { listingReviewsKey } from './get-listing-reviews.ts';

export const myListingReviewKey = (listingId: string, userId: string) =>
  [...listingReviewsKey(listingId), 'mine', userId] as const;

/** GET /api/listings/:id/reviews/mine: the signed-in user's review of the listing, or null. */
export function getMyListingReview(listingId: string, signal?: AbortSignal) {
  return api.get<ReviewView | null>(`/api/listings/${encodeURIComponent(listingId)}/reviews/mine`, {
    // No response schema: the server answers through the shared one, and zod stays out of
    // pages that only show reviews (the JavaScript budget, docs/decisions/015).
    signal,
  });
}

/** Runs only when both are known: pass the signed-in user's id, or null when signed out. */
export function useMyListingReview(listingId: string | null, userId: string | null) {
  return useQuery({
    queryKey: myListingReviewKey(listingId ?? '', userId ?? ''),
    queryFn: ({ signal }) => getMyListingReview(listingId ?? '', signal),
    enabled: listingId !== null && userId !== null,
  });
}
