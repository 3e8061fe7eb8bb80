import { useQuery } from '@tanstack/react-query';
import type { ListingView } from '#shared/listing-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { providerKeys } from './keys.ts';

/** GET /api/provider/listings/:id: one of my own listings; 404 when missing or not mine. */
export function getMyListing(id: string, signal?: AbortSignal): Promise<ListingView> {
  return api.get<ListingView>(`/api/provider/listings/${encodeURIComponent(id)}`, { signal });
}

export function useMyListing(id: string, enabled = true) {
  return useQuery({
    queryKey: providerKeys.listing(id),
    queryFn: ({ signal }) => getMyListing(id, signal),
    enabled,
  });
}
