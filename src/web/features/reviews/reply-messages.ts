import { hasErrorCode } from '#web/lib/api-client.ts';

/** The texts of a provider's reply to a review (docs/product.md §8 Replies). */
export const REPLY_TEXTS = {
  reply: 'Reply',
  heading: (community: string) => `Response from ${community}`,
  label: 'Your public reply',
  hint: 'Families see it under this review with your community’s name.',
  publish: 'Publish Reply',
  update: 'Update Reply',
  saving: 'Publishing...',
  published: 'Reply published',
  updated: 'Reply updated',
  saveFailed: 'Failed to save reply. Please try again.',
  deleted: 'Reply deleted',
  deleteFailed: 'Failed to delete reply',
  deleteConfirm: 'Are you sure you want to delete this reply?',
} as const;

/** A refusal the server explains (not the owner, a reply already there) shows its message. */
export function replyErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'FORBIDDEN', 'CONFLICT', 'VALIDATION_ERROR', 'NOT_FOUND'))
    return error.message;
  return REPLY_TEXTS.saveFailed;
}
