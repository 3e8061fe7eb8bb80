import { z } from 'zod';

export * from './response-time-label.ts';

export const responseTimeSchema = z.object({
  /** Median minutes from "new" to the first answer over the window; null with no answer. */
  medianMinutes: z.number().nullable(),
  /** Requests in the window the provider answered. */
  answered: z.number(),
});
export type ResponseTime = z.infer<typeof responseTimeSchema>;

export const providerResponseTimeSchema = responseTimeSchema.extend({
  /** Answered within 2 hours, out of the requests that were due an answer (0–1), or null. */
  quickShare: z.number().nullable(),
});
export type ProviderResponseTime = z.infer<typeof providerResponseTimeSchema>;
