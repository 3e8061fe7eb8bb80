import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReviewData } from '#shared/review-schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  listings,
  profiles,
  reviewReplies,
  reviews,
  tourRequests,
  user,
} from '../../db/schema/index.ts';
import { reviewColumns } from './review-view.ts';

const columns = {
  ...reviewColumns(reviews),
  // First-hand: the reviewer asked this community for a tour through CareNest (signed in) and
  // still stands by it; a withdrawn request is as if it had not been sent.
  requestedTour: sql<boolean>`exists (select 1 from ${tourRequests} where ${tourRequests.listingId} = ${reviews.listingId} and ${tourRequests.userId} = ${reviews.userId} and ${tourRequests.status} <> 'withdrawn')`,
};

export function listListingReviews(db: Db, listingId: string) {
  return db
    .select({
      ...columns,
      replyText: reviewReplies.text,
      replyCreatedAt: reviewReplies.createdAt,
      replyUpdatedAt: reviewReplies.updatedAt,
      communityName: listings.title,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(eq(reviews.listingId, listingId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function findReview(db: Db, reviewId: string) {
  const [row] = await db
    .select({ ...columns, listingId: reviews.listingId })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row;
}

export async function findMyListingReview(db: Db, listingId: string, userId: string) {
  const [row] = await db
    .select(columns)
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(and(eq(reviews.listingId, listingId), eq(reviews.userId, userId)));
  return row;
}

export async function insertListingReview(
  db: Db,
  listingId: string,
  userId: string,
  data: ReviewData,
) {
  const [row] = await db
    .insert(reviews)
    .values({ listingId, userId, ...data })
    .returning({ id: reviews.id });
  return row.id;
}

export async function updateListingReview(
  db: Db,
  reviewId: string,
  userId: string,
  data: ReviewData,
) {
  const rows = await db
    .update(reviews)
    .set({ ...data, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function deleteListingReview(db: Db, reviewId: string, userId: string) {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/**
 * A review with its listing (title, provider, draft) and its author (name, address): what a reply
 * checks and whom it tells, and what a moderation decision records and whom it tells.
 */
export async function findReviewInContext(db: Db, reviewId: string) {
  const [row] = await db
    .select({
      listingId: listings.id,
      listingTitle: listings.title,
      providerId: listings.providerId,
      draft: listings.draft,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      authorId: reviews.userId,
      authorName: profiles.name,
      authorEmail: user.email,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .innerJoin(user, eq(user.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row;
}
