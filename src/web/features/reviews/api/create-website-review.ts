import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { websiteReviewsKey } from './get-website-reviews.ts';

/** POST /api/website-reviews (201). A second review by the same user → 409. */
export async function createWebsiteReview(input: ReviewInput) {
  // The response schema (zod) loads when someone sends a review, not with the pages listing them.
  const { reviewViewSchema } = await loadSchemas(() => import('#shared/review-schemas.ts'));
  return api.post('/api/website-reviews', input, { schema: reviewViewSchema });
}

export function useCreateWebsiteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebsiteReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: websiteReviewsKey }),
  });
}
