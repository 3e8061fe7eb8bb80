import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';

export type UploadListingImageInput = { listingId: string; file: File };

/** POST /api/provider/listings/:id/images: ONE image (multipart field "file") per request. */
export async function uploadListingImage({ listingId, file }: UploadListingImageInput) {
  // The answer's schema (zod) loads with the upload, not with the page (decision 015).
  const { listingImagesSchema } = await loadSchemas(() => import('./listing-images-schema.ts'));
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(`/api/provider/listings/${encodeURIComponent(listingId)}/images`, form, {
    schema: listingImagesSchema,
  });
}

export function useUploadListingImage() {
  return useMutation({ mutationFn: uploadListingImage });
}
