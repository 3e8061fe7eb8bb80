import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup } from '#shared/newsletter-schemas.ts';
import { api, type ApiClient } from '#web/lib/api-client.ts';

/** POST /api/newsletter: adds the address (again is fine) and returns the confirmation text. */
export function subscribeToNewsletter(input: NewsletterSignup, client: ApiClient = api) {
  return client.post('/api/newsletter', { body: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: (input: NewsletterSignup) => subscribeToNewsletter(input) });
}
