import { and, eq, not } from 'drizzle-orm';
import type { ReportData } from '#shared/report-schemas.ts';
import type { Db } from '../../db/client.ts';
import { listings, reports, reviews } from '../../db/schema/index.ts';

/** A review families can see (its listing is not a draft). */
export async function publicReviewExists(db: Db, reviewId: string) {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(and(eq(reviews.id, reviewId), not(listings.draft)));
  return rows.length > 0;
}

/** Stores the report; undefined when this person already reported the item. */
export async function insertReport(
  db: Db,
  reporterId: string,
  item: { reviewId: string } | { listingId: string },
  data: ReportData,
) {
  const [row] = await db
    .insert(reports)
    .values({ reporterId, ...item, reason: data.reason, details: data.details })
    .onConflictDoNothing()
    .returning({ id: reports.id, createdAt: reports.createdAt });
  return row;
}
