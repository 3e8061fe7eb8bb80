import { useMutation } from '@tanstack/react-query';
import { EMAIL_VERIFIED_PATH } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * POST /api/auth/send-verification-email: a new link, landing on /email-verified. Signed out,
 * the answer is the same whether or not the address needed one.
 */
export function resendVerification(email: string) {
  return api.post('/api/auth/send-verification-email', {
    body: { email, callbackURL: EMAIL_VERIFIED_PATH },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: ({ email }: { email: string }) => resendVerification(email) });
}
