import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { websiteReviewsKey } from '#web/lib/website-reviews-query.ts';

/** PUT /api/website-reviews/mine: updates the user's review in place. */
export function updateMyWebsiteReview(input: ReviewInput) {
  return api.put('/api/website-reviews/mine', { body: input });
}

export function useUpdateMyWebsiteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyWebsiteReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: websiteReviewsKey }),
  });
}
