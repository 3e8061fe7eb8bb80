import { useMutation } from '@tanstack/react-query';
import type { ListingWrite } from '#shared/listing-write-schema.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';

export type UpdateListingInput = {
  id: string;
  data: ListingWrite;
  /** The existing image URLs to keep; the server deletes the others. */
  images: string[];
};

/** PUT /api/provider/listings/:id. */
export async function updateListing({ id, data, images }: UpdateListingInput) {
  // The answer's schema (zod) loads with the action, not with the page (decision 015).
  const { listingViewSchema } = await loadSchemas(() => import('#shared/listing-schemas.ts'));
  return api.put(
    `/api/provider/listings/${encodeURIComponent(id)}`,
    { ...data, images },
    { schema: listingViewSchema },
  );
}

/** Caches are refreshed by the form once its images are uploaded too. */
export function useUpdateListing() {
  return useMutation({ mutationFn: updateListing });
}
