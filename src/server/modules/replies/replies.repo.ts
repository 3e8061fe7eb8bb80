import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, profiles, reviewReplies, reviews, user } from '../../db/schema/index.ts';

/** A review with what a reply needs: its listing's provider and title, the reviewer's address. */
export async function findReviewForReply(db: Db, reviewId: string) {
  const [row] = await db
    .select({
      listingId: listings.id,
      providerId: listings.providerId,
      communityName: listings.title,
      draft: listings.draft,
      reviewerEmail: user.email,
      reviewerName: profiles.name,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .innerJoin(user, eq(user.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row;
}

export async function findReply(db: Db, reviewId: string) {
  const [row] = await db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));
  return row;
}

/** Inserts the review's one reply; false when it already has one. */
export async function insertReply(db: Db, reviewId: string, providerId: string, text: string) {
  const rows = await db
    .insert(reviewReplies)
    .values({ reviewId, providerId, text })
    .onConflictDoNothing()
    .returning({ reviewId: reviewReplies.reviewId });
  return rows.length > 0;
}

export async function updateReply(db: Db, reviewId: string, providerId: string, text: string) {
  const rows = await db
    .update(reviewReplies)
    .set({ text, updatedAt: sql`now()` })
    .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.providerId, providerId)))
    .returning({ reviewId: reviewReplies.reviewId });
  return rows.length > 0;
}

export async function deleteReply(db: Db, reviewId: string, providerId: string) {
  const rows = await db
    .delete(reviewReplies)
    .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.providerId, providerId)))
    .returning({ reviewId: reviewReplies.reviewId });
  return rows.length > 0;
}
