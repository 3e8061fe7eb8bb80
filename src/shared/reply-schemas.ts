import { z } from 'zod';
import { REPLY_LIMITS, UNITS_PER_VISIBLE_CHARACTER } from './constants.ts';
import { visibleLength } from './text.ts';
import { REPLY_MESSAGES } from './moderation-messages.ts';

/** The provider's reply to a review: required, trimmed, counted as a person sees characters. */
export const replyInputSchema = z.object({
  text: z
    .string({ error: REPLY_MESSAGES.empty })
    .max(REPLY_LIMITS.text * UNITS_PER_VISIBLE_CHARACTER, {
      error: REPLY_MESSAGES.tooLong,
      abort: true,
    })
    .trim()
    .min(1, REPLY_MESSAGES.empty)
    .refine((v) => visibleLength(v) <= REPLY_LIMITS.text, REPLY_MESSAGES.tooLong),
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
