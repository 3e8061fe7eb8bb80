import { ANONYMOUS_REVIEWER } from '#shared/constants.ts';
import type { ReviewView } from '#shared/review-schemas.ts';
import { madeOnce } from '#shared/made-once.ts';

// Intl rather than date-fns: review dates are on the first load of home and community pages.
// Made on first use: pages such as /browse load this module without showing a date.
const reviewDate = madeOnce(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);

/** "Mar 4, 2025" (docs/product.md §9). */
export const formatReviewDate = (iso: string) => reviewDate().format(new Date(iso));

/** The average to one decimal; "0.0" when there are no reviews. */
export const formatAverage = (average: number) => average.toFixed(1);

export const formatReviewCount = (count: number) =>
  `${count} ${count === 1 ? 'review' : 'reviews'}`;

export const reviewerNameOf = (review: Pick<ReviewView, 'reviewerName'>) =>
  review.reviewerName?.trim() || ANONYMOUS_REVIEWER;

/** True when the review was edited after it was written (the "Updated" marker, docs/product.md §2). */
export const wasUpdated = (review: Pick<ReviewView, 'createdAt' | 'updatedAt'>) =>
  new Date(review.updatedAt).getTime() !== new Date(review.createdAt).getTime();
