import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateListingReviews } from './invalidate-listing-reviews.ts';

/** PUT /api/reviews/:reviewId: the author updates their review in place. */
export function updateListingReview(reviewId: string, input: ReviewInput) {
  return api.put('/api/reviews/{reviewId}', { params: { reviewId }, body: input });
}

export function useUpdateListingReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReviewInput }) =>
      updateListingReview(reviewId, input),
    onSettled: () => invalidateListingReviews(queryClient, listingId),
  });
}
