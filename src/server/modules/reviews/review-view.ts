import type { ReviewView } from '#shared/review-schemas.ts';

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
