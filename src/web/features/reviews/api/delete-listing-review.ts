import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { invalidateListingReviews } from './invalidate-listing-reviews.ts';

/** DELETE /api/reviews/:reviewId (204); only the author may. */
export function deleteListingReview(reviewId: string) {
  return api.delete('/api/reviews/{reviewId}', { params: { reviewId } });
}

export function useDeleteListingReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListingReview,
    onSettled: () => invalidateListingReviews(queryClient, listingId),
  });
}
