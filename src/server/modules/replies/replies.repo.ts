import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewReplies } from '../../db/schema/index.ts';

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
