import type { ReplyView } from '#shared/reply-schemas.ts';
import type { PublicReview, ReviewView } from '#shared/review-schemas.ts';

export interface ReviewRow {
  id: string;
  userId: string;
  rating: number;
  title: string | null;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  reviewerName: string | null;
  /** Listing reviews only: the reviewer requested a tour of this community through CareNest. */
  requestedTour?: boolean;
}

/** A listing review in its public list: with the community's reply, when there is one. */
export interface PublicReviewRow extends ReviewRow {
  replyText: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
  communityName: string;
}

export function toReviewView(row: ReviewRow): ReviewView {
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
