import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

type PasswordChange = { currentPassword: string; password: string };

/** Changes the password and signs out every other device (this one gets a new session). */
export function changePassword({ currentPassword, password }: PasswordChange, client = api) {
  return client.post('/api/auth/change-password', {
    body: { currentPassword, newPassword: password, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: PasswordChange) => changePassword(input) });
}

/** better-auth's code for a current password that does not match. */
export const WRONG_CURRENT_PASSWORD = 'INVALID_PASSWORD';
