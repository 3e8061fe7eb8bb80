import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestInput } from '#shared/auth-schemas.ts';
import { api, type ApiClient } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

/** Emails a reset link when the address has an account; the answer is the same either way. */
export function requestPasswordReset({ email }: PasswordResetRequestInput, client = api) {
  return client.post('/api/auth/request-password-reset', {
    body: { email, redirectTo: paths.resetPassword },
  });
}

export function resetPassword(
  { token, password }: { token: string; password: string },
  client: ApiClient = api,
) {
  return client.post('/api/auth/reset-password', { body: { token, newPassword: password } });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) => requestPasswordReset(input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => resetPassword(input),
  });
}
