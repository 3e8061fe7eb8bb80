import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '#web/lib/api-client.ts';

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

/** Whether the API refused the change because the current password does not match. */
export const isWrongCurrentPassword = (error: unknown): boolean =>
  // better-auth's code for it
  error instanceof ApiError && error.code === 'INVALID_PASSWORD';
