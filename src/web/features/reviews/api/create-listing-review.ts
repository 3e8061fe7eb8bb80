import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { invalidateListingReviews } from './invalidate-listing-reviews.ts';

/** POST /api/listings/:id/reviews (201). 409 when the user already reviewed it. */
export async function createListingReview(listingId: string, input: ReviewInput) {
  // The response schema (zod) loads when someone sends a review, not with the pages listing them.
  const { reviewViewSchema } = await loadSchemas(() => import('#shared/review-schemas.ts'));
  return api.post(`/api/listings/${encodeURIComponent(listingId)}/reviews`, input, {
    schema: reviewViewSchema,
  });
}

export function useCreateListingReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createListingReview(listingId, input),
    onSettled: () => invalidateListingReviews(queryClient, listingId),
  });
}
