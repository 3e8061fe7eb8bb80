import { z } from 'zod';
import { REPLY_LIMITS } from './constants.ts';
import { visibleTextField } from './text-fields.ts';
import { REPLY_MESSAGES } from './moderation-messages.ts';

/** The provider's reply to a review: required, trimmed, counted as a person sees characters. */
export const replyInputSchema = z.object({
  text: visibleTextField(
    REPLY_LIMITS.text,
    REPLY_MESSAGES.tooLong,
    z.string({ error: REPLY_MESSAGES.empty }),
  ).min(1, REPLY_MESSAGES.empty),
});
export type ReplyInput = z.input<typeof replyInputSchema>;

/** A reply as it is shown under the review: the community's name, never the provider's account. */
export const replyViewSchema = z.object({
  text: z.string(),
  /** The listing's title: the reply speaks for the community. */
  communityName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReplyView = z.infer<typeof replyViewSchema>;

export { REPLY_MESSAGES };
