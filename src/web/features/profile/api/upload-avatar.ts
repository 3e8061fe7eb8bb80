import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { useAuth } from '#web/features/auth/index.ts';

/** POST /api/me/avatar, multipart field "file"; any real image, up to 10 MB. */
export async function uploadAvatar(file: File) {
  // The response schema (zod) loads when someone saves, not with the profile page.
  const { profileViewSchema } = await loadSchemas(() => import('#shared/auth-schemas.ts'));
  const form = new FormData();
  form.append('file', file);
  return api.upload('/api/me/avatar', form, { schema: profileViewSchema });
}

/** Uploads the photo, then reloads the profile so the header avatar changes too. */
export function useUploadAvatar() {
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => refreshProfile(),
  });
}
