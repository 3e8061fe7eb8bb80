import { useMutation } from '@tanstack/react-query';
import type { ListingWrite } from '#shared/listing-write-schema.ts';
import { api } from '#web/lib/api-client.ts';

export type UpdateListingInput = {
  id: string;
  data: ListingWrite;
  /** The existing image URLs to keep; the server deletes the others. */
  images: string[];
};

/** PUT /api/provider/listings/:id. */
export function updateListing({ id, data, images }: UpdateListingInput) {
  return api.put('/api/provider/listings/{id}', { params: { id }, body: { ...data, images } });
}

/** Caches are refreshed by the form once its images are uploaded too. */
export function useUpdateListing() {
  return useMutation({ mutationFn: updateListing });
}
