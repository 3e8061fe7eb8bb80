import { hasErrorCode } from '#web/lib/api-client.ts';

/** The texts of reporting a review or a listing (docs/product.md §8 Reports). */
export const REPORT_TEXTS = {
  button: 'Report',
  logIn: 'Please log in to report',
  reviewTitle: 'Report this review',
  listingTitle: 'Report this listing',
  reviewDescription:
    'Tell CareNest what is wrong. It stays published while we look; the same rules apply to every review, positive or negative.',
  listingDescription:
    'Tell CareNest what is wrong with this listing: details that are not true, a community that does not exist, or offensive content. It stays published while we look.',
  reasonLabel: 'Reason',
  detailsLabel: 'Details (Optional)',
  send: 'Send Report',
  sending: 'Sending...',
  sent: 'Thank you. CareNest will look at your report.',
  failed: 'Failed to send report. Please try again.',
} as const;

/** "You have already reported this …" and other refusals the server explains keep its words. */
export function reportErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'CONFLICT', 'NOT_FOUND', 'VALIDATION_ERROR')) return error.message;
  return REPORT_TEXTS.failed;
}
