import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { providerKeys, publicListingsKey } from './keys.ts';

/** POST /api/provider/listings/import-samples: the one-time copy of the six samples. */
export async function importSampleListings() {
  // The answer's schema (zod) loads with the action, not with the dashboard (decision 015).
  const { sampleImportResultSchema } = await loadSchemas(
    () => import('#shared/provider-schemas.ts'),
  );
  return api.post('/api/provider/listings/import-samples', undefined, {
    schema: sampleImportResultSchema,
  });
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
