import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateListingReviews } from './invalidate-listing-reviews.ts';

/** POST /api/listings/:id/reviews (201). 409 when the user already reviewed it. */
export function createListingReview(listingId: string, input: ReviewInput) {
  return api.post('/api/listings/{id}/reviews', { params: { id: listingId }, body: input });
}

export function useCreateListingReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createListingReview(listingId, input),
    onSettled: () => invalidateListingReviews(queryClient, listingId),
  });
}
