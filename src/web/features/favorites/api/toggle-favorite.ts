import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.tsx';
import type { FavoriteList } from '#shared/favorite-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { favoritesQueryKey } from './get-favorites.ts';

type Toggle = { listingId: string; favorite: boolean };

export function setFavorite({ listingId, favorite }: Toggle) {
  const request = { params: { listingId } };
  return favorite
    ? api.put('/api/favorites/{listingId}', request)
    : api.delete('/api/favorites/{listingId}', request);
}

/** Optimistic but correct: the heart flips at once and flips back if the server says no. */
export function useToggleFavorite() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = favoritesQueryKey(user?.id);
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ listingId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavoriteList>(key);
      if (previous) {
        const listingIds = favorite
          ? [listingId, ...previous.listingIds.filter((id) => id !== listingId)]
          : previous.listingIds.filter((id) => id !== listingId);
        queryClient.setQueryData<FavoriteList>(key, { ...previous, listingIds });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error('Failed to update favorites');
    },
    onSuccess: (_data, { favorite }) => {
      toast.success(favorite ? 'Added to favorites' : 'Removed from favorites');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
