/** The reviews feature's public entry: other features import only from here. */
export { useCreateListingReview } from './api/create-listing-review.ts';
export { useDeleteListingReview } from './api/delete-listing-review.ts';
export { useListingReviews } from './api/get-listing-reviews.ts';
export { useMyListingReview } from './api/get-my-listing-review.ts';
export { useUpdateListingReview } from './api/update-listing-review.ts';
export { ReviewDialog } from './components/review-dialog.tsx';
export { ReviewItem } from './components/review-item.tsx';
export { ReviewListSkeleton } from './components/review-list-skeleton.tsx';
export { REVIEW_TEXTS } from './messages.ts';
export { useReviewSignInGate } from './use-review-sign-in-gate.ts';
export { myReviewStatus } from './my-review-status.ts';
export { ReviewReply } from './components/review-reply.tsx';
