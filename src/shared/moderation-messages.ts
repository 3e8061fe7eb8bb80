/** Texts about replies, reports and moderation that the server sends (docs/product.md §8). */
export const REPLY_MESSAGES = {
  empty: 'Write a reply',
  tooLong: 'Reply must be at most 1000 characters',
  notOwner: "Only the community's provider can reply to its reviews",
  duplicate: 'This review already has your reply',
  notFound: 'Reply not found',
} as const;

export const REPORT_MESSAGES = {
  duplicateReview: 'You have already reported this review',
  duplicateListing: 'You have already reported this listing',
  chooseReason: 'Choose a reason',
  detailsTooLong: 'Details must be at most 1000 characters',
} as const;

export const MODERATION_MESSAGES = {
  adminOnly: 'Admin access only',
  reportNotFound: 'Report not found',
  alreadyDecided: 'This report was already decided',
  wrongDecision: 'This decision does not fit the reported item',
  reasonRequired: 'Give the reason the author will read',
  reasonTooLong: 'Reason must be at most 1000 characters',
} as const;
