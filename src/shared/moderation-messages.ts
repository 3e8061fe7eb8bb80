import { REPLY_LIMITS, REPORT_LIMITS } from './constants.ts';

/** Texts about replies, reports and moderation that the server sends (docs/product.md §8). */
export const REPLY_MESSAGES = {
  empty: 'Write a reply',
  tooLong: `Reply must be at most ${REPLY_LIMITS.text} characters`,
  notOwner: "Only the community's provider can reply to its reviews",
  duplicate: 'This review already has your reply',
  notFound: 'Reply not found',
} as const;

export const REPORT_MESSAGES = {
  duplicateReview: 'You have already reported this review',
  duplicateListing: 'You have already reported this listing',
  chooseReason: 'Choose a reason',
  detailsTooLong: `Details must be at most ${REPORT_LIMITS.details} characters`,
} as const;

export const MODERATION_MESSAGES = {
  adminOnly: 'Admin access only',
  reportNotFound: 'Report not found',
  alreadyDecided: 'This report was already decided',
  wrongDecision: 'This decision does not fit the reported item',
  reasonRequired: 'Give the reason the author will read',
  reasonTooLong: `Reason must be at most ${REPORT_LIMITS.reason} characters`,
} as const;

/** Why someone reports a review or a listing (docs/product.md §3 Report), with its label. */
export const REPORT_REASONS = {
  fake: 'Fake or not first-hand',
  offensive: 'Offensive',
  'personal-information': 'Personal information',
  'wrong-information': 'Wrong information',
  other: 'Other',
} as const;

/** What each moderation action is called in the audit log. */
export const MODERATION_ACTION_LABELS = {
  'keep-review': 'Kept a review',
  'remove-review': 'Removed a review',
  'keep-listing': 'Kept a listing',
  'unpublish-listing': 'Unpublished a listing',
  'grant-admin': 'Granted admin',
  'revoke-admin': 'Revoked admin',
} as const;
