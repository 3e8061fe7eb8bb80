import type { QueryClient } from '@tanstack/react-query';
import { listingReviewsKey } from './get-listing-reviews.ts';

/** After a listing review changes: its list, "mine", and the listing's rating and count. */
export function invalidateListingReviews(queryClient: QueryClient, listingId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listingReviewsKey(listingId) }),
    // Every listings query (cards and detail) carries the rating and review count.
    queryClient.invalidateQueries({ queryKey: ['listings'] }),
  ]);
}
