import { useMutation } from '@tanstack/react-query';
import type { ListingWrite } from '#shared/listing-write-schema.ts';
import { api } from '#web/lib/api-client.ts';

/** POST /api/provider/listings → 201 with the new listing. */
export function createListing(data: ListingWrite) {
  return api.post('/api/provider/listings', { body: data });
}

/** Caches are refreshed by the form once its images are uploaded too. */
export function useCreateListing() {
  return useMutation({ mutationFn: createListing });
}
