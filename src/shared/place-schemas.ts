import { z } from 'zod';
import { LISTING_QUERY_LIMITS } from './constants.ts';

// A typed place (docs/decisions/038-typed-places.md): what the server understood location text
// to mean, and the suggestions the location box offers while typing.

export const PLACE_KINDS = ['zip', 'city', 'state'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const placeSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  /** "Seattle, WA", "Redmond, WA 98052", "Washington". */
  label: z.string(),
  city: z.string().nullable(),
  /** Two-letter code. */
  state: z.string(),
  zip: z.string().nullable(),
  /** Miles searched around it; null for a state, which is searched whole. */
  radius: z.number().nullable(),
  /** Other places the same words name ("Portland, ME"), as text to search for instead. */
  alternatives: z.array(z.string()),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(
      LISTING_QUERY_LIMITS.locationMax,
      `q must be at most ${LISTING_QUERY_LIMITS.locationMax} characters`,
    )
    .default(''),
});

export const placeSuggestionSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  /** The text to search for, as it is shown: "Seattle, WA", "98052 · Redmond, WA" reads "98052". */
  label: z.string(),
  value: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

/** A published community whose name the typed words start (picking it opens its page). */
export const communitySuggestionSchema = z.object({
  /** Public listing id: its page is communityPath({ id, title }). */
  id: z.string(),
  title: z.string(),
  /** Where it is, to tell apart communities of one name: "Redmond, WA". */
  place: z.string(),
});
export type CommunitySuggestion = z.infer<typeof communitySuggestionSchema>;

export const placeSuggestionsSchema = z.object({
  places: z.array(placeSuggestionSchema),
  /** Empty when the names could not be read in time: the places are answered anyway. */
  communities: z.array(communitySuggestionSchema),
});
export type PlaceSuggestions = z.infer<typeof placeSuggestionsSchema>;
