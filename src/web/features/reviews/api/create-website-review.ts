import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { websiteReviewsKey } from '#web/lib/website-reviews-query.ts';

/** POST /api/website-reviews (201). A second review by the same user → 409. */
export function createWebsiteReview(input: ReviewInput) {
  return api.post('/api/website-reviews', { body: input });
}

export function useCreateWebsiteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebsiteReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: websiteReviewsKey }),
  });
}
