import { avg, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { ReviewData } from '#shared/review-schemas.ts';
import type { Db } from '../../db/client.ts';
import { profiles, websiteReviews } from '../../db/schema/index.ts';
import { reviewColumns } from './review-view.ts';

const columns = reviewColumns(websiteReviews);

export function listWebsiteReviews(
  db: Db,
  opts: { minRating?: number; limit: number; page: number },
) {
  return db
    .select(columns)
    .from(websiteReviews)
    .leftJoin(profiles, eq(profiles.id, websiteReviews.userId))
    .where(opts.minRating ? gte(websiteReviews.rating, opts.minRating) : undefined)
    .orderBy(desc(websiteReviews.createdAt), desc(websiteReviews.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
}

export async function websiteReviewSummary(db: Db) {
  const [row] = await db
    .select({ average: avg(websiteReviews.rating), count: count() })
    .from(websiteReviews);
  return {
    average: row.average === null ? 0 : Math.round(Number(row.average) * 10) / 10,
    count: row.count,
  };
}

export async function findWebsiteReviewByUser(db: Db, userId: string) {
  const [row] = await db
    .select(columns)
    .from(websiteReviews)
    .leftJoin(profiles, eq(profiles.id, websiteReviews.userId))
    .where(eq(websiteReviews.userId, userId));
  return row;
}

export async function insertWebsiteReview(db: Db, userId: string, data: ReviewData): Promise<void> {
  await db.insert(websiteReviews).values({ userId, ...data });
}

export async function updateWebsiteReview(
  db: Db,
  userId: string,
  data: ReviewData,
): Promise<boolean> {
  const updated = await db
    .update(websiteReviews)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(websiteReviews.userId, userId))
    .returning({ id: websiteReviews.id });
  return updated.length > 0;
}
