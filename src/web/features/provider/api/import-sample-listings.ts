import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, publicListingsKey } from './keys.ts';

/** POST /api/provider/listings/import-samples: the one-time copy of the six samples. */
export function importSampleListings() {
  return api.post('/api/provider/listings/import-samples');
}

export function useImportSampleListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSampleListings,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: providerKeys.all });
      await queryClient.invalidateQueries({ queryKey: publicListingsKey });
    },
  });
}
