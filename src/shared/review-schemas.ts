import { z } from 'zod';
import { REVIEW_LIMITS } from './constants.ts';
import { visibleTextField } from './text-fields.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';
import { replyViewSchema } from './reply-schemas.ts';

const RATING_MESSAGE = REVIEW_MESSAGES.ratingRequired;

/** Optional text, stored as null when empty. */
const optionalText = (max: number, label: string) =>
  visibleTextField(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Shared by the review dialog and the API (listing reviews and website reviews alike). */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(REVIEW_LIMITS.minRating, RATING_MESSAGE)
    .max(REVIEW_LIMITS.maxRating, RATING_MESSAGE),
  title: optionalText(REVIEW_LIMITS.title, 'Title'),
  comment: optionalText(REVIEW_LIMITS.comment, 'Review'),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewData = z.output<typeof reviewInputSchema>;

export const reviewViewSchema = z.object({
  id: z.string(),
  userId: z.string(),
  rating: z.number(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  /** From the author's profile; null when they have no name ("Anonymous User"). */
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The reviewer requested a tour of this community through CareNest (listing reviews). */
  requestedTour: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

export const reviewSummarySchema = z.object({ average: z.number(), count: z.number() });

export const websiteReviewListSchema = z.object({
  reviews: z.array(reviewViewSchema),
  summary: reviewSummarySchema,
});
export type WebsiteReviewList = z.infer<typeof websiteReviewListSchema>;

export const websiteReviewQuerySchema = z.object({
  minRating: z.coerce
    .number()
    .int()
    .min(REVIEW_LIMITS.minRating)
    .max(REVIEW_LIMITS.maxRating)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).default(1),
});

/**
 * A review in a listing's public list: what the page shows (the reviewer's name) and the
 * community's reply, never the author's account id. Telling "my review" apart uses
 * GET /api/listings/:id/reviews/mine.
 */
export const publicReviewSchema = reviewViewSchema
  .omit({ userId: true })
  .extend({ reply: replyViewSchema.nullable() });
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const listingReviewListSchema = z.object({ reviews: z.array(publicReviewSchema) });
export type ListingReviewList = z.infer<typeof listingReviewListSchema>;

// The refusal texts live without zod so that pages showing them need not load it.
export { REVIEW_MESSAGES } from './review-messages.ts';
