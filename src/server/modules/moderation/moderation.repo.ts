import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  listings,
  moderationActions,
  profiles,
  reports,
  reviews,
  user,
} from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const reviewListing = alias(listings, 'review_listing');
const reviewAuthor = alias(profiles, 'review_author');
const reporter = alias(profiles, 'reporter');
const provider = alias(profiles, 'listing_provider');
const sameItem = alias(reports, 'same_item');

/** The console shows this many open reports at a time, newest first. */
export const OPEN_REPORTS_SHOWN = 100;

/** Open reports, newest first, each with the review (and its listing) or the listing it is about. */
export function listOpenReports(db: Db) {
  return db
    .select({
      id: reports.id,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      reporterName: reporter.name,
      openReportsOfItem: sql<number>`(select count(*)::int from ${reports} as ${sql.identifier('same_item')}
        where ${sameItem.status} = 'open'
          and (${sameItem.reviewId} = ${reports.reviewId} or ${sameItem.listingId} = ${reports.listingId}))`,
      review: reviews,
      reviewListingTitle: reviewListing.title,
      reviewAuthorName: reviewAuthor.name,
      listing: {
        id: listings.id,
        title: listings.title,
        description: listings.description,
        unpublishedAt: listings.unpublishedAt,
      },
      company: provider.company,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reviews, eq(reviews.id, reports.reviewId))
    .leftJoin(reviewListing, eq(reviewListing.id, reviews.listingId))
    .leftJoin(reviewAuthor, eq(reviewAuthor.id, reviews.userId))
    .leftJoin(listings, eq(listings.id, reports.listingId))
    .leftJoin(provider, eq(provider.id, listings.providerId))
    .where(eq(reports.status, 'open'))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(OPEN_REPORTS_SHOWN);
}

/** The report, locked until the decision commits (two admins cannot decide it twice). */
export async function lockReport(tx: Tx, reportId: string) {
  const [row] = await tx
    .select({ status: reports.status, reviewId: reports.reviewId, listingId: reports.listingId })
    .from(reports)
    .where(eq(reports.id, reportId))
    .for('update');
  return row;
}

export async function listingSnapshot(tx: Tx, listingId: string) {
  const [row] = await tx
    .select({
      title: listings.title,
      providerId: listings.providerId,
      company: profiles.company,
      providerEmail: user.email,
      unpublished: sql<boolean>`${listings.unpublishedAt} is not null`,
    })
    .from(listings)
    .leftJoin(user, eq(user.id, listings.providerId))
    .leftJoin(profiles, eq(profiles.id, listings.providerId))
    .where(eq(listings.id, listingId));
  return row;
}

/** The item's reasons for the audit record, and how many open reports it had. */
export async function openReportsOf(tx: Tx, item: { reviewId?: string; listingId?: string }) {
  return tx
    .select({ reason: reports.reason })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'open'),
        or(
          item.reviewId ? eq(reports.reviewId, item.reviewId) : undefined,
          item.listingId ? eq(reports.listingId, item.listingId) : undefined,
        ),
      ),
    );
}

export async function resolveReports(
  tx: Tx,
  item: { reviewId?: string; listingId?: string },
  status: 'kept' | 'unpublished',
) {
  await tx
    .update(reports)
    .set({ status, resolvedAt: sql`now()` })
    .where(
      and(
        eq(reports.status, 'open'),
        item.reviewId
          ? eq(reports.reviewId, item.reviewId)
          : eq(reports.listingId, item.listingId!),
      ),
    );
}

/** Deleting the review recomputes the listing's rating and count (triggers, migration 0007). */
export async function deleteReview(tx: Tx, reviewId: string) {
  await tx.delete(reviews).where(eq(reviews.id, reviewId));
}

/** Unpublished listings are drafts for every public read, and stay so when their provider saves. */
export async function unpublishListing(tx: Tx, listingId: string) {
  await tx
    .update(listings)
    .set({ draft: true, unpublishedAt: sql`now()` })
    .where(eq(listings.id, listingId));
}

export async function insertAction(tx: Tx | Db, action: typeof moderationActions.$inferInsert) {
  const [row] = await tx.insert(moderationActions).values(action).returning();
  return row;
}

export function listActions(db: Db, limit: number) {
  return db
    .select()
    .from(moderationActions)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
}
