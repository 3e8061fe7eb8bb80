import { useMutation } from '@tanstack/react-query';
import { api, ApiError, CLIENT_ERROR_CODES } from '#web/lib/api-client.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Asks the server where to send the browser to sign in with the provider. */
export async function getSocialSignInUrl(provider: SocialProvider): Promise<string> {
  const { url } = await api.post('/api/auth/sign-in/social', {
    body: { provider, callbackURL: '/' },
  });
  // better-auth leaves `url` out of some answers (src/shared/auth-endpoints.ts).
  if (!url) {
    throw new ApiError({
      status: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'The server sent a response CareNest could not read.',
    });
  }
  return url;
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: getSocialSignInUrl,
    onSuccess: (url) => window.location.assign(url),
  });
}
