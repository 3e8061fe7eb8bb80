import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hasErrorCode, type ApiClient } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user's profile, or null when nobody is signed in (UNAUTHENTICATED). */
export async function getMe(signal?: AbortSignal, client: ApiClient = api) {
  try {
    return await client.get('/api/me', { signal });
  } catch (error) {
    if (hasErrorCode(error, 'UNAUTHENTICATED')) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal, client }) => getMe(signal, apiOf(client)),
});

export function useMe() {
  return useQuery(meQueryOptions);
}
