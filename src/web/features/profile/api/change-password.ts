import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** Changes the password and signs out every other device. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, password }: { currentPassword: string; password: string }) =>
      api.post('/api/auth/change-password', {
        body: { currentPassword, newPassword: password, revokeOtherSessions: true },
      }),
  });
}
