import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '#shared/auth-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { useAuth } from '#web/features/auth/index.ts';

/** PATCH /api/me with exactly { name, phone }; the server takes the user from the session. */
export async function updateProfile({ name, phone }: ProfileUpdateInput) {
  // The response schema (zod) loads when someone saves, not with the profile page.
  const { profileViewSchema } = await loadSchemas(() => import('#shared/auth-schemas.ts'));
  return api.patch('/api/me', { name, phone }, { schema: profileViewSchema });
}

/** Saves the profile, then reloads it so the header shows the new name at once. */
export function useUpdateProfile() {
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => refreshProfile(),
  });
}
