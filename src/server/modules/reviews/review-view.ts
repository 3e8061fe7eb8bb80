import type { ReplyView } from '#shared/reply-schemas.ts';
import type { PublicReview, ReviewView } from '#shared/review-schemas.ts';
import { profiles, type reviews, type websiteReviews } from '../../db/schema/index.ts';
import type { listListingReviews } from './listing-reviews.repo.ts';

/**
 * What a review's view is read from, in either table (a listing's reviews or CareNest's own,
 * the same columns but the listing's id): the review and its author's name.
 */
export const reviewColumns = (table: typeof reviews | typeof websiteReviews) => ({
  id: table.id,
  userId: table.userId,
  rating: table.rating,
  title: table.title,
  comment: table.comment,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
  reviewerName: profiles.name,
});

/** The one review → view mapping, for both kinds; requestedTour is read for listing reviews only. */
export function toReviewView(
  row: typeof websiteReviews.$inferSelect & {
    reviewerName: string | null;
    requestedTour?: boolean;
  },
): ReviewView {
  return {
    id: row.id,
    userId: row.userId,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    reviewerName: row.reviewerName?.trim() ? row.reviewerName.trim() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    requestedTour: row.requestedTour ?? false,
  };
}

/** A listing review in its public list: with the community's reply, when there is one. */
type PublicReviewRow = Awaited<ReturnType<typeof listListingReviews>>[number];

function replyOf(row: PublicReviewRow): ReplyView | null {
  if (row.replyText === null || !row.replyCreatedAt || !row.replyUpdatedAt) return null;
  return {
    text: row.replyText,
    communityName: row.communityName,
    createdAt: row.replyCreatedAt.toISOString(),
    updatedAt: row.replyUpdatedAt.toISOString(),
  };
}

/** The same review for a public list: the author's account id stays on the server. */
export function toPublicReview(row: PublicReviewRow): PublicReview {
  const { userId: _author, ...published } = toReviewView(row);
  return { ...published, reply: replyOf(row) };
}
