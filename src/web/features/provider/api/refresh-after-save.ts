import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { providerKeys, publicListingsKey } from './keys.ts';

/** After a listing and its images are saved: reload my listings and the public listing pages. */
export function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: providerKeys.all }),
      queryClient.invalidateQueries({ queryKey: publicListingsKey }),
    ]);
  }, [queryClient]);
}
