import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const socialRedirectSchema = z.object({ url: z.string().min(1) });

/** Asks the server where to send the browser to sign in with the provider. */
export async function getSocialSignInUrl(provider: SocialProvider): Promise<string> {
  const { url } = await api.post(
    '/api/auth/sign-in/social',
    { provider, callbackURL: '/' },
    {
      schema: socialRedirectSchema,
    },
  );
  return url;
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: getSocialSignInUrl,
    onSuccess: (url) => window.location.assign(url),
  });
}
