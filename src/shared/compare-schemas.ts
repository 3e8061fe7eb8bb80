import { z } from 'zod';
import { COMPARE_LIMITS, LISTING_QUERY_LIMITS } from './constants.ts';
import { listingDetailSchema } from './listing-schemas.ts';
import { toStoredListingId } from './listing-id.ts';
import { placeSchema } from './place-schemas.ts';
import { COMPARE_MESSAGES } from './compare-messages.ts';

/** Longest `ids` accepted: four UUIDs and their commas, with room to spare. */
const IDS_MAX_LENGTH = 200;

/**
 * GET /api/compare?ids=a,b,c&near=Seattle, WA (docs/decisions/044). `ids` is one comma-separated
 * parameter so the address stays short enough to share; repeats count once.
 */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: COMPARE_MESSAGES.count })
    .max(IDS_MAX_LENGTH, COMPARE_MESSAGES.count)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().refine((id) => toStoredListingId(id) !== null, COMPARE_MESSAGES.badId))
        .min(COMPARE_LIMITS.min, COMPARE_MESSAGES.count)
        .max(COMPARE_LIMITS.max, COMPARE_MESSAGES.count),
    ),
  near: z
    .string()
    .trim()
    .max(
      LISTING_QUERY_LIMITS.locationMax,
      `near must be at most ${LISTING_QUERY_LIMITS.locationMax} characters`,
    )
    .optional(),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

export const compareResultSchema = z.object({
  /** The communities still listed, in the order asked; `location.distanceFromCenter` is from `place`. */
  listings: z.array(listingDetailSchema),
  /** Ids asked for that name no listed community (unknown, or no longer published). */
  unavailable: z.array(z.string()),
  /** The place `near` named; distances are measured from it unless it is a whole state. */
  place: placeSchema.nullable(),
  /** `near` was given but names no place. */
  placeNotFound: z.boolean(),
});
export type CompareResult = z.infer<typeof compareResultSchema>;
