import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export type UploadListingImageInput = { listingId: string; file: File };

/** POST /api/provider/listings/:id/images: ONE image (multipart field "file") per request. */
export function uploadListingImage({ listingId, file }: UploadListingImageInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('/api/provider/listings/{id}/images', form, { params: { id: listingId } });
}

export function useUploadListingImage() {
  return useMutation({ mutationFn: uploadListingImage });
}
