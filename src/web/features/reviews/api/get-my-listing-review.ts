import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { listingReviewsKey } from './get-listing-reviews.ts';

export const myListingReviewKey = (listingId: string, userId: string) =>
  [...listingReviewsKey(listingId), 'mine', userId] as const;

/** GET /api/listings/:id/reviews/mine: the signed-in user's review of the listing, or null. */
export function getMyListingReview(listingId: string, signal?: AbortSignal) {
  return api.get('/api/listings/{id}/reviews/mine', { params: { id: listingId }, signal });
}

/** Runs only when both are known: pass the signed-in user's id, or null when signed out. */
export function useMyListingReview(listingId: string | null, userId: string | null) {
  return useQuery({
    queryKey: myListingReviewKey(listingId ?? '', userId ?? ''),
    queryFn: ({ signal }) => getMyListingReview(listingId ?? '', signal),
    enabled: listingId !== null && userId !== null,
  });
}
