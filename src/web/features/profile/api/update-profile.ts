import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '#shared/auth-schemas.ts';
import { api, type ApiClient } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';

/** PATCH /api/me with exactly { name, phone }; the server takes the user from the session. */
export function updateProfile({ name, phone }: ProfileUpdateInput, client: ApiClient = api) {
  return client.patch('/api/me', { body: { name, phone } });
}

/** Saves the profile, then reloads it so the header shows the new name at once. */
export function useUpdateProfile() {
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(input),
    onSuccess: () => refreshProfile(),
  });
}
