import type { ModerationDecision } from '#shared/report-schemas.ts';
import { hasErrorCode } from '#web/lib/api-client.ts';

/** The moderation console's texts (docs/product.md §2 Moderation console). */
export const MODERATION_TEXTS = {
  title: 'Moderation',
  description:
    'Open reports, newest first. Reported reviews stay published until you decide; every decision is recorded below.',
  openReports: (n: number) => (n === 1 ? '1 open report' : `${n} open reports`),
  none: 'No open reports.',
  reasonLabel: 'Reason (the author reads it when their item is removed)',
  log: 'Moderation log',
  logEmpty: 'No decisions yet.',
  failed: 'Failed to record the decision. Please try again.',
} as const;

export const DECISION_LABELS = {
  review: { keep: 'Keep review', remove: 'Remove review' },
  listing: { keep: 'Keep listing', unpublish: 'Unpublish listing' },
} as const;

export const DECISION_DONE: Record<ModerationDecision, string> = {
  keep: 'Kept: the report is closed',
  remove: 'Review removed; the author was told why',
  unpublish: 'Listing unpublished; the provider was told why',
};

export function decisionErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'CONFLICT', 'NOT_FOUND', 'VALIDATION_ERROR', 'FORBIDDEN'))
    return error.message;
  return MODERATION_TEXTS.failed;
}
