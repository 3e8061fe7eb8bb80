import { ApiError } from '#web/lib/api-client.ts';

/** The review texts of SPEC §8, in one place. */
export const REVIEW_TEXTS = {
  logInToReview: 'Please log in to leave a review',
  submitted: 'Review submitted successfully!',
  updated: 'Review updated successfully!',
  submitFailed: 'Failed to submit review. Please try again.',
  loadFailed: 'Failed to load reviews',
  deleted: 'Review deleted successfully',
  deleteFailed: 'Failed to delete review',
  deleteConfirm: 'Are you sure you want to delete this review?',
} as const;

/**
 * A duplicate (409) shows the server's "You have already reviewed this …" text, and a refusal
 * (403, e.g. a provider reviewing their own listing) its explanation; anything else the
 * generic SPEC §8 message.
 */
export function reviewSubmitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
    return error.message;
  }
  return REVIEW_TEXTS.submitFailed;
}
