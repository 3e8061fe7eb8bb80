import {
  MODERATION_MESSAGES,
  type ModerationActionList,
  type ModerationDecision,
  type OpenReportList,
} from '#shared/report-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { forgetSampleVisibility } from '../listings/visibility.ts';
import { forgetCommunityNames } from '../places/names-cache.ts';
import { listingUnpublishedMail, reviewRemovedMail } from './moderation-mail.ts';
import { toActionView, toOpenReport } from './moderation-view.ts';
import * as repo from './moderation.repo.ts';
import { findReviewInContext } from '../reviews/listing-reviews.service.ts';

export interface ModerationContext {
  db: Db;
  /** Sends after the answer; a failed mail is logged and the decision stands. */
  mailQueue: Mailer;
  publicUrl: string;
  admin: { id: string; email: string };
}

interface Decision {
  decision: ModerationDecision;
  reason: string;
}

type Outcome = { action: Awaited<ReturnType<typeof repo.insertAction>>; mail: MailMessage | null };

export async function listOpenReports(db: Db): Promise<OpenReportList> {
  return { reports: (await repo.listOpenReports(db)).map(toOpenReport) };
}

/** The audit trail, newest first. */
export async function listActions(db: Db, limit = 100): Promise<ModerationActionList> {
  return { actions: (await repo.listActions(db, limit)).map(toActionView) };
}

const wrongDecision = () => new AppError('CONFLICT', MODERATION_MESSAGES.wrongDecision);

type ActionKind = Parameters<typeof repo.insertAction>[1]['action'];

/** Every decision is recorded the same way: who, what, why and a copy of the item. */
const record = (
  tx: repo.Tx,
  ctx: ModerationContext,
  action: ActionKind,
  targetId: string,
  reason: string,
  snapshot: Parameters<typeof repo.insertAction>[1]['snapshot'],
) =>
  repo.insertAction(tx, {
    actorId: ctx.admin.id,
    actorEmail: ctx.admin.email,
    action,
    targetId,
    reason,
    snapshot,
  });

/** Keep or remove a reported review; removal deletes it, so the listing's rating follows. */
async function decideReview(
  tx: repo.Tx,
  ctx: ModerationContext,
  reviewId: string,
  { decision, reason }: Decision,
): Promise<Outcome> {
  if (decision === 'unpublish') throw wrongDecision();
  const review = (await findReviewInContext(tx, reviewId))!;
  const reports = await repo.openReportsOf(tx, { reviewId });
  // The audit's copy: the review as it was, without the author's address.
  const { authorEmail, providerId: _providerId, draft: _draft, ...kept } = review;
  const snapshot = {
    kind: 'review' as const,
    ...kept,
    createdAt: review.createdAt.toISOString(),
    reportReasons: reports.map((r) => r.reason),
  };
  if (decision === 'keep') await repo.resolveReports(tx, { reviewId }, 'kept');
  else await repo.deleteReview(tx, reviewId);
  const kind = decision === 'keep' ? 'keep-review' : 'remove-review';
  const action = await record(tx, ctx, kind, reviewId, reason, snapshot);
  if (decision === 'keep') return { action, mail: null };
  const { authorName: name, listingTitle } = review;
  return { action, mail: reviewRemovedMail({ to: authorEmail, name, listingTitle, reason }) };
}

/** Keep or unpublish a reported listing (a built-in sample has no one to tell and stays). */
async function decideListing(
  tx: repo.Tx,
  ctx: ModerationContext,
  listingId: string,
  { decision, reason }: Decision,
): Promise<Outcome> {
  const listing = (await repo.listingSnapshot(tx, listingId))!;
  if (decision === 'remove' || (decision === 'unpublish' && !listing.providerEmail))
    throw wrongDecision();
  const reports = await repo.openReportsOf(tx, { listingId });
  const snapshot = {
    kind: 'listing' as const,
    title: listing.title,
    company: listing.company,
    providerId: listing.providerId,
    reportReasons: reports.map((r) => r.reason),
  };
  await repo.resolveReports(tx, { listingId }, decision === 'keep' ? 'kept' : 'unpublished');
  if (decision === 'unpublish') await repo.unpublishListing(tx, listingId);
  const kind = decision === 'keep' ? 'keep-listing' : 'unpublish-listing';
  const action = await record(tx, ctx, kind, listingId, reason, snapshot);
  if (decision === 'keep') return { action, mail: null };
  const { providerEmail, title: listingTitle } = listing;
  const { publicUrl } = ctx;
  return {
    action,
    mail: listingUnpublishedMail({ to: providerEmail!, listingTitle, reason, publicUrl }),
  };
}

/**
 * An admin decides a report: the item's open reports close together, the action is recorded
 * with a copy of the item, and the author of a removed or unpublished item is told why.
 */
export async function decideReport(ctx: ModerationContext, reportId: string, input: Decision) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const report = await repo.lockReport(tx, reportId);
    if (!report) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.reportNotFound);
    if (report.status !== 'open')
      throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyDecided);
    return report.reviewId
      ? decideReview(tx, ctx, report.reviewId, input)
      : decideListing(tx, ctx, report.listingId!, input);
  });
  // An unpublished listing may have been one of the 12 that keep the samples hidden.
  forgetSampleVisibility(ctx.db);
  forgetCommunityNames(ctx.db);
  if (outcome.mail) await ctx.mailQueue.send(outcome.mail);
  return toActionView(outcome.action);
}
