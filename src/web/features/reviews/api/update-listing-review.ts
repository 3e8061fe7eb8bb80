import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { invalidateListingReviews } from './invalidate-listing-reviews.ts';

/** PUT /api/reviews/:reviewId: the author updates their review in place. */
export async function updateListingReview(reviewId: string, input: ReviewInput) {
  // The response schema (zod) loads when someone sends a review, not with the pages listing them.
  const { reviewViewSchema } = await loadSchemas(() => import('#shared/review-schemas.ts'));
  return api.put(`/api/reviews/${encodeURIComponent(reviewId)}`, input, {
    schema: reviewViewSchema,
  });
}

export function useUpdateListingReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReviewInput }) =>
      updateListingReview(reviewId, input),
    onSettled: () => invalidateListingReviews(queryClient, listingId),
  });
}
