import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileViewSchema, type ProfileView } from '#shared/auth-schemas.ts';
import { api, ApiError } from '#web/lib/api-client.ts';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user's profile, or null when nobody is signed in (401). */
export async function getMe(signal?: AbortSignal): Promise<ProfileView | null> {
  try {
    return await api.get('/api/me', { schema: profileViewSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
});

export function useMe() {
  return useQuery(meQueryOptions);
}
