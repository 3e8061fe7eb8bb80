import { REVIEW_LIMITS } from '#shared/constants.ts';
import type { ReviewInput, ReviewView } from '#shared/review-schemas.ts';
import { REVIEW_MESSAGES } from '#shared/review-messages.ts';
import { visibleLength } from '#shared/text.ts';

/** The form's values: the existing review's, or empty (0 stars: none chosen yet). */
export function reviewFormValues(
  review: Pick<ReviewView, 'rating' | 'title' | 'comment'> | null | undefined,
): ReviewInput {
  return {
    rating: review?.rating ?? 0,
    title: review?.title ?? '',
    comment: review?.comment ?? '',
  };
}

/**
 * What the review form shows for its current values: whether a rating is chosen, the message
 * under the stars (the validation error, or the reminder to choose one) and the visible lengths
 * the character counters show.
 */
export function reviewFormStatus(values: ReviewInput, ratingError: string | undefined) {
  const hasRating = values.rating >= REVIEW_LIMITS.minRating;
  const commentLength = visibleLength(values.comment ?? '');
  return {
    hasRating,
    ratingMessage: ratingError ?? (hasRating ? undefined : REVIEW_MESSAGES.ratingRequired),
    titleLength: visibleLength(values.title ?? ''),
    commentLength,
    commentTooLong: commentLength > REVIEW_LIMITS.comment,
  };
}

export function reviewSubmitLabel(isSubmitting: boolean, isUpdate: boolean): string {
  if (isSubmitting) return 'Submitting...';
  return isUpdate ? 'Update Review' : 'Submit Review';
}
