import {
  REVIEW_MESSAGES,
  type PublicReview,
  type ReviewData,
  type ReviewView,
} from '#shared/review-schemas.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { requirePublicListing } from '../listings/visibility.ts';
import { toPublicReview, toReviewView } from './review-view.ts';
import * as repo from './listing-reviews.repo.ts';

export async function getListingReviews(db: Db, publicId: string): Promise<PublicReview[]> {
  const { storedId } = await requirePublicListing(db, publicId);
  return (await repo.listListingReviews(db, storedId)).map(toPublicReview);
}

export async function getMyListingReview(db: Db, publicId: string, userId: string) {
  const { storedId } = await requirePublicListing(db, publicId);
  const row = await repo.findMyListingReview(db, storedId, userId);
  return row ? toReviewView(row) : null;
}

export async function createListingReview(
  db: Db,
  publicId: string,
  userId: string,
  data: ReviewData,
): Promise<ReviewView> {
  const { storedId, providerId } = await requirePublicListing(db, publicId);
  // An insider review misleads families: providers cannot review their own listings.
  if (providerId === userId) throw new AppError('OWN_LISTING_REVIEW', REVIEW_MESSAGES.ownListing);
  try {
    const id = await repo.insertListingReview(db, storedId, userId, data);
    return toReviewView((await repo.findReview(db, id))!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('REVIEW_ALREADY_EXISTS', REVIEW_MESSAGES.duplicateListing);
    throw error;
  }
}

async function ownReview(db: Db, reviewId: string, userId: string) {
  const review = await repo.findReview(db, reviewId);
  if (!review) throw new AppError('NOT_FOUND', 'Review not found');
  if (review.userId !== userId)
    throw new AppError('NOT_REVIEW_AUTHOR', 'You can only change your own review');
  return review;
}

export async function updateListingReview(
  db: Db,
  reviewId: string,
  userId: string,
  data: ReviewData,
) {
  await ownReview(db, reviewId, userId);
  if (!(await repo.updateListingReview(db, reviewId, userId, data))) {
    throw new AppError('NOT_FOUND', 'Review not found');
  }
  return toReviewView((await repo.findReview(db, reviewId))!);
}

export async function deleteListingReview(db: Db, reviewId: string, userId: string): Promise<void> {
  await ownReview(db, reviewId, userId);
  await repo.deleteListingReview(db, reviewId, userId);
}

/** A review with its listing and author, for replies and moderation (another module's repo is off limits). */
export const findReviewInContext = repo.findReviewInContext;
