import type { ModerationActionView, OpenReport, ReportReason } from '#shared/report-schemas.ts';
import type { listActions, listOpenReports } from './moderation.repo.ts';

type OpenReportRow = Awaited<ReturnType<typeof listOpenReports>>[number];
type ActionRow = Awaited<ReturnType<typeof listActions>>[number];

const nameOf = (name: string | null | undefined) => (name?.trim() ? name.trim() : null);

function itemOf(row: OpenReportRow): OpenReport['item'] {
  if (row.review) {
    return {
      kind: 'review',
      id: row.review.id,
      rating: row.review.rating,
      title: row.review.title,
      comment: row.review.comment,
      authorName: nameOf(row.reviewAuthorName),
      createdAt: row.review.createdAt.toISOString(),
      listing: { id: row.review.listingId, title: row.reviewListingTitle ?? '' },
    };
  }
  const listing = row.listing!;
  return {
    kind: 'listing',
    id: listing.id,
    title: listing.title,
    description: listing.description,
    company: nameOf(row.company),
    unpublished: listing.unpublishedAt !== null,
  };
}

export function toOpenReport(row: OpenReportRow): OpenReport {
  return {
    id: row.id,
    reason: row.reason as ReportReason,
    details: row.details,
    reporterName: nameOf(row.reporterName),
    createdAt: row.createdAt.toISOString(),
    openReportsOfItem: row.openReportsOfItem,
    item: itemOf(row),
  };
}

/** What the audit snapshot says about the item, in one line for the console. */
export type Snapshot =
  | {
      kind: 'review';
      listingTitle: string;
      rating: number;
      title: string | null;
      comment: string | null;
      authorName: string | null;
    }
  | { kind: 'listing'; title: string; company: string | null }
  | { kind: 'account'; email: string };

const excerpt = (text: string, max = 120) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function summaryOf(snapshot: Snapshot): string {
  if (snapshot.kind === 'account') return `Account ${snapshot.email}`;
  if (snapshot.kind === 'listing')
    return `Listing “${snapshot.title}”${snapshot.company ? ` by ${snapshot.company}` : ''}`;
  const words = snapshot.title ?? snapshot.comment;
  const author = snapshot.authorName ?? 'Anonymous User';
  return `Review of “${snapshot.listingTitle}” by ${author}, ${snapshot.rating}/5${words ? `: “${excerpt(words)}”` : ''}`;
}

export function toActionView(row: ActionRow): ModerationActionView {
  return {
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetId: row.targetId,
    reason: row.reason,
    summary: summaryOf(row.snapshot as Snapshot),
    createdAt: row.createdAt.toISOString(),
  };
}
