import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.tsx';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';

export const favoritesQueryKey = (userId: string | undefined) =>
  ['favorites', userId ?? 'signed-out'] as const;

export function getFavorites(signal?: AbortSignal) {
  return api.get('/api/favorites', { signal });
}

/** The signed-in user's favourites, loaded once per session and shared by every heart. */
export function useFavorites() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: favoritesQueryKey(user?.id),
    queryFn: ({ signal }) => getFavorites(signal),
    enabled: !!user,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.isError) toast.error('Failed to load favorites');
  }, [query.isError]);
  return query;
}
