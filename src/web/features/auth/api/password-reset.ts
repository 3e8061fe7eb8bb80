import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestInput } from '#shared/auth-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

/** Emails a reset link when the address has an account; the answer is the same either way. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: ({ email }: PasswordResetRequestInput) =>
      api.post('/api/auth/request-password-reset', { email, redirectTo: paths.resetPassword }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      api.post('/api/auth/reset-password', { token, newPassword: password }),
  });
}
