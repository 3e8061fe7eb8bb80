import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyInput } from '#shared/reply-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { listingReviewsKey } from './get-listing-reviews.ts';

/** POST (the first reply) or PUT (an edit) /api/reviews/:reviewId/reply: the listing's provider only. */
export function saveReviewReply(reviewId: string, input: ReplyInput, isEdit: boolean) {
  const request = { params: { reviewId }, body: input };
  return isEdit
    ? api.put('/api/reviews/{reviewId}/reply', request)
    : api.post('/api/reviews/{reviewId}/reply', request);
}

export function useSaveReviewReply(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { reviewId: string; input: ReplyInput; isEdit: boolean }) =>
      saveReviewReply(v.reviewId, v.input, v.isEdit),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingReviewsKey(listingId) }),
  });
}

export function useDeleteReviewReply(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      api.delete('/api/reviews/{reviewId}/reply', { params: { reviewId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingReviewsKey(listingId) }),
  });
}
