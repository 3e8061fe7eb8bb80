import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { providerKeys } from './keys.ts';

/** GET /api/provider/listings/:id: one of my own listings; 404 when missing or not mine. */
export function getMyListing(id: string, signal?: AbortSignal) {
  return api.get('/api/provider/listings/{id}', { params: { id }, signal });
}

export function useMyListing(id: string, enabled = true) {
  return useQuery({
    queryKey: providerKeys.listing(id),
    queryFn: ({ signal }) => getMyListing(id, signal),
    enabled,
  });
}
