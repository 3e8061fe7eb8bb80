import { z } from 'zod';

// The one error shape every API response uses (docs/architecture.md §4).
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
  requestId: z.string(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
