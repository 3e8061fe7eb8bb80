import { useMutation } from '@tanstack/react-query';
import type { ListingWrite } from '#shared/listing-write-schema.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';

/** POST /api/provider/listings → 201 with the new listing. */
export async function createListing(data: ListingWrite) {
  // The answer's schema (zod) loads with the action, not with the page (decision 015).
  const { listingViewSchema } = await loadSchemas(() => import('#shared/listing-schemas.ts'));
  return api.post('/api/provider/listings', data, { schema: listingViewSchema });
}

/** Caches are refreshed by the form once its images are uploaded too. */
export function useCreateListing() {
  return useMutation({ mutationFn: createListing });
}
