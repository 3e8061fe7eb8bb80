import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, publicListingsKey } from './keys.ts';

/** POST /api/provider/listings/:id/prices/confirm → the listing, its prices confirmed as of now. */
export function confirmPrices(id: string) {
  return api.post('/api/provider/listings/{id}/prices/confirm', { params: { id } });
}

export function useConfirmPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPrices,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: providerKeys.all });
      await queryClient.invalidateQueries({ queryKey: publicListingsKey });
    },
  });
}
