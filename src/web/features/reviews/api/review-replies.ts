import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyInput, ReplyView } from '#shared/reply-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { listingReviewsKey } from './get-listing-reviews.ts';

const replyPath = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}/reply`;

/** POST (the first reply) or PUT (an edit) /api/reviews/:reviewId/reply: the listing's provider only. */
export function saveReviewReply(reviewId: string, input: ReplyInput, isEdit: boolean) {
  return isEdit
    ? api.put<ReplyView>(replyPath(reviewId), input)
    : api.post<ReplyView>(replyPath(reviewId), input);
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
    mutationFn: (reviewId: string) => api.delete<void>(replyPath(reviewId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingReviewsKey(listingId) }),
  });
}
