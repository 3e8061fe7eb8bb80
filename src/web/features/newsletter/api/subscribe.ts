import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { NewsletterSignup } from '#shared/newsletter-schemas.ts';
import { api } from '#web/lib/api-client.ts';

const subscribeResponseSchema = z.object({ message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** POST /api/newsletter: adds the address (again is fine) and returns the confirmation text. */
export function subscribeToNewsletter(input: NewsletterSignup): Promise<SubscribeResponse> {
  return api.post('/api/newsletter', input, { schema: subscribeResponseSchema });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
