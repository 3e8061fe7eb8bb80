import { z } from 'zod';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS } from './constants.ts';
import { SAVED_SEARCH_MESSAGES } from './saved-search-messages.ts';

// Saved searches and their e-mail alerts (docs/decisions/045).

const name = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_LIMITS.name, SAVED_SEARCH_MESSAGES.nameTooLong);
const frequency = z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency });

/** POST /api/saved-searches: `query` is the browse address's query string ("location=…&type=…"). */
export const savedSearchInputSchema = z.object({
  name,
  query: z.string().max(SAVED_SEARCH_LIMITS.query, SAVED_SEARCH_MESSAGES.queryTooLong).default(''),
  frequency: frequency.default('weekly'),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

/** PATCH /api/saved-searches/:id: rename it, or change how often it e-mails. */
export const savedSearchUpdateSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((u) => u.name !== undefined || u.frequency !== undefined, {
    message: SAVED_SEARCH_MESSAGES.nothingToChange,
  });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The browse query string, normalised: /browse?{query} shows the search. */
  query: z.string(),
  frequency: frequency,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({
  searches: z.array(savedSearchSchema),
  limit: z.number(),
});

/** The unsubscribe link's token (signed; no sign-in needed). */
export const unsubscribeTokenSchema = z.object({ token: z.string().min(1).max(200) });

export const unsubscribeStateSchema = z.object({
  name: z.string(),
  /** True once its e-mails are off (after this unsubscribe or an earlier one). */
  unsubscribed: z.boolean(),
});
