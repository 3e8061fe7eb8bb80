import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup, NewsletterSignupResult } from '#shared/newsletter-schemas.ts';
import { api, type ApiClient } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';

export type SubscribeResponse = NewsletterSignupResult;

/** POST /api/newsletter: adds the address (again is fine) and returns the confirmation text. */
export async function subscribeToNewsletter(
  input: NewsletterSignup,
  client: ApiClient = api,
): Promise<SubscribeResponse> {
  // zod loads when someone subscribes, not with the pages showing the form.
  const { newsletterSignupResultSchema } = await loadSchemas(
    () => import('#shared/newsletter-schemas.ts'),
  );
  return client.post('/api/newsletter', input, { schema: newsletterSignupResultSchema });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: (input: NewsletterSignup) => subscribeToNewsletter(input) });
}
