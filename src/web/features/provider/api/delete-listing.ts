import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, publicListingsKey } from './keys.ts';

/** DELETE /api/provider/listings/:id → 204; its images, favourites and reviews go with it. */
export function deleteListing(id: string) {
  return api.delete('/api/provider/listings/{id}', { params: { id } });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: providerKeys.all });
      await queryClient.invalidateQueries({ queryKey: publicListingsKey });
    },
  });
}
