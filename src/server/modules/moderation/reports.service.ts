import { REPORT_MESSAGES, type ReportData } from '#shared/report-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requirePublicListing } from '../listings/visibility.ts';
import * as repo from './reports.repo.ts';

const created = (row: { id: string; createdAt: Date }) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Anyone signed in reports a review once. The review stays published while reported, whatever
 * its rating (docs/decisions/034).
 */
export async function reportReview(db: Db, reviewId: string, reporterId: string, data: ReportData) {
  if (!(await repo.publicReviewExists(db, reviewId)))
    throw new AppError('NOT_FOUND', 'Review not found');
  const row = await repo.insertReport(db, reporterId, { reviewId }, data);
  if (!row) throw new AppError('CONFLICT', REPORT_MESSAGES.duplicateReview);
  return created(row);
}

export async function reportListing(
  db: Db,
  publicId: string,
  reporterId: string,
  data: ReportData,
) {
  const { storedId } = await requirePublicListing(db, publicId);
  const row = await repo.insertReport(db, reporterId, { listingId: storedId }, data);
  if (!row) throw new AppError('CONFLICT', REPORT_MESSAGES.duplicateListing);
  return created(row);
}
