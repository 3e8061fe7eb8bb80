import {
  REVIEW_MESSAGES,
  type ReviewData,
  type ReviewView,
  type WebsiteReviewList,
} from '#shared/review-schemas.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { toReviewView } from './review-view.ts';
import {
  findWebsiteReviewByUser,
  insertWebsiteReview,
  listWebsiteReviews,
  updateWebsiteReview,
  websiteReviewSummary,
} from './website-reviews.repo.ts';

export async function getWebsiteReviews(
  db: Db,
  query: { minRating?: number; limit: number; page: number },
): Promise<WebsiteReviewList> {
  const [rows, summary] = await Promise.all([
    listWebsiteReviews(db, query),
    websiteReviewSummary(db),
  ]);
  return { reviews: rows.map(toReviewView), summary };
}

export async function getMyWebsiteReview(db: Db, userId: string): Promise<ReviewView | null> {
  const row = await findWebsiteReviewByUser(db, userId);
  return row ? toReviewView(row) : null;
}

/** One website review per user: the database's unique constraint decides races. */
export async function createWebsiteReview(
  db: Db,
  userId: string,
  data: ReviewData,
): Promise<ReviewView> {
  try {
    await insertWebsiteReview(db, userId, data);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('REVIEW_ALREADY_EXISTS', REVIEW_MESSAGES.duplicateWebsite);
    throw error;
  }
  return (await getMyWebsiteReview(db, userId))!;
}

export async function updateMyWebsiteReview(
  db: Db,
  userId: string,
  data: ReviewData,
): Promise<ReviewView> {
  if (!(await updateWebsiteReview(db, userId, data))) {
    throw new AppError('NOT_FOUND', 'You have not reviewed CareNest yet');
  }
  return (await getMyWebsiteReview(db, userId))!;
}
