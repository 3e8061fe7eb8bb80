import { z } from 'zod';
import { REPORT_LIMITS } from './constants.ts';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_MESSAGES,
  REPORT_MESSAGES,
  REPORT_REASONS,
} from './moderation-messages.ts';
import { visibleTextField } from './text-fields.ts';

export type ReportReason = keyof typeof REPORT_REASONS;
const reasonKeys = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const reportInputSchema = z.object({
  reason: z.enum(reasonKeys, { error: REPORT_MESSAGES.chooseReason }),
  details: visibleTextField(REPORT_LIMITS.details, REPORT_MESSAGES.detailsTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportData = z.output<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ id: z.string(), createdAt: z.string() });

/** What an admin decides about a reported item; remove fits a review, unpublish a listing. */
export const MODERATION_DECISIONS = ['keep', 'remove', 'unpublish'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const decisionInputSchema = z.object({
  decision: z.enum(MODERATION_DECISIONS),
  reason: visibleTextField(REPORT_LIMITS.reason, MODERATION_MESSAGES.reasonTooLong).pipe(
    z.string().min(1, MODERATION_MESSAGES.reasonRequired),
  ),
});
export type DecisionInput = z.input<typeof decisionInputSchema>;

const reportedReviewSchema = z.object({
  kind: z.literal('review'),
  id: z.string(),
  rating: z.number(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  listing: z.object({ id: z.string(), title: z.string() }),
});
const reportedListingSchema = z.object({
  kind: z.literal('listing'),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  company: z.string().nullable(),
  unpublished: z.boolean(),
});

/** An open report in the console, with the item it is about. */
export const openReportSchema = z.object({
  id: z.string(),
  reason: z.enum(reasonKeys),
  details: z.string().nullable(),
  reporterName: z.string().nullable(),
  createdAt: z.string(),
  /** Open reports of the same item, this one included. */
  openReportsOfItem: z.number(),
  item: z.discriminatedUnion('kind', [reportedReviewSchema, reportedListingSchema]),
});
export type OpenReport = z.infer<typeof openReportSchema>;
export const openReportListSchema = z.object({ reports: z.array(openReportSchema) });
export type OpenReportList = z.infer<typeof openReportListSchema>;

export type ModerationActionKind = keyof typeof MODERATION_ACTION_LABELS;
const actionKeys = Object.keys(MODERATION_ACTION_LABELS) as [
  ModerationActionKind,
  ...ModerationActionKind[],
];

/** One audit entry: who did what to which item, when and why, and what the item said. */
export const moderationActionSchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.enum(actionKeys),
  targetId: z.string(),
  reason: z.string(),
  /** A short description of the item as it was ("Review of Alpha Meadows: …"). */
  summary: z.string(),
  createdAt: z.string(),
});
export type ModerationActionView = z.infer<typeof moderationActionSchema>;
export const moderationActionListSchema = z.object({ actions: z.array(moderationActionSchema) });
export type ModerationActionList = z.infer<typeof moderationActionListSchema>;

export { MODERATION_MESSAGES, REPORT_MESSAGES };
