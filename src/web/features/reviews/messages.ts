import { hasErrorCode } from '#web/lib/api-client.ts';

/** The review texts of docs/product.md §8, in one place. */
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
 * A duplicate shows the server's "You have already reviewed this …" text, and a refusal (a
 * provider reviewing their own listing, someone else's review) its explanation; anything else
 * the generic docs/product.md §8 message.
 */
export function reviewSubmitErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'REVIEW_ALREADY_EXISTS', 'OWN_LISTING_REVIEW', 'NOT_REVIEW_AUTHOR')) {
    return error.message;
  }
  return REVIEW_TEXTS.submitFailed;
}
