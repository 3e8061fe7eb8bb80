import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';

/** POST /api/me/avatar, multipart field "file"; any real image, up to 10 MB. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload('/api/me/avatar', form);
}

/** Uploads the photo, then reloads the profile so the header avatar changes too. */
export function useUploadAvatar() {
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => refreshProfile(),
  });
}
