import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { websiteReviewsKey } from './get-website-reviews.ts';

/** PUT /api/website-reviews/mine: updates the user's review in place. */
export async function updateMyWebsiteReview(input: ReviewInput) {
  // The response schema (zod) loads when someone sends a review, not with the pages listing them.
  const { reviewViewSchema } = await loadSchemas(() => import('#shared/review-schemas.ts'));
  return api.put('/api/website-reviews/mine', input, { schema: reviewViewSchema });
}

export function useUpdateMyWebsiteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyWebsiteReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: websiteReviewsKey }),
  });
}
