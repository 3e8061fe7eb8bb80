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

/** The same review for a public list: the author's account id stays on the server. */
export function toPublicReview(row: ReviewRow): PublicReview {
  const { userId: _author, ...published } = toReviewView(row);
  return published;
}
