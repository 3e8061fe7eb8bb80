import { useState } from 'react';
import { toast } from '#web/lib/toast.tsx';
import type { ListingWrite } from '#shared/listing-write-schema.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateListing } from '../api/create-listing.ts';
import { useRefreshAfterSave } from '../api/refresh-after-save.ts';
import { useUpdateListing } from '../api/update-listing.ts';
import { useUploadListingImage } from '../api/upload-listing-image.ts';
import { PROVIDER_TEXTS, refusalMessage } from '../messages.ts';

export type SavePhase = 'idle' | 'saving' | 'uploading';

type SaveInput = { data: ListingWrite; keepImages: string[]; newFiles: File[] };

/**
 * Saves the listing (POST or PUT), then uploads each new image one by one (docs/product.md §4, §8).
 * Resolves true once saved; false, with the user still on the form, when saving failed.
 */
export function useSaveListing(listingId: string | undefined) {
  const create = useCreateListing();
  const update = useUpdateListing();
  const upload = useUploadListingImage();
  const refresh = useRefreshAfterSave();
  const [phase, setPhase] = useState<SavePhase>('idle');

  const uploadAll = async (id: string, files: File[]) => {
    try {
      for (const file of files) {
        try {
          await upload.mutateAsync({ listingId: id, file });
        } catch (error) {
          // A refused or failed file is reported by name; the others still go up.
          if (!(error instanceof ApiError)) throw error;
          toast.error(PROVIDER_TEXTS.imageFailed(file.name, error.message));
        }
      }
    } catch {
      toast.error(PROVIDER_TEXTS.imagesProblem);
    }
  };

  const save = async ({ data, keepImages, newFiles }: SaveInput): Promise<boolean> => {
    setPhase('saving');
    let saved: ListingView;
    try {
      saved = listingId
        ? await update.mutateAsync({ id: listingId, data, images: keepImages })
        : await create.mutateAsync(data);
    } catch (error) {
      toast.error(refusalMessage(error, PROVIDER_TEXTS.saveFailed));
      setPhase('idle');
      return false;
    }
    if (newFiles.length > 0) {
      setPhase('uploading');
      await uploadAll(saved.id, newFiles);
    }
    void refresh();
    toast.success(listingId ? PROVIDER_TEXTS.updated : PROVIDER_TEXTS.created);
    return true;
  };

  return { save, phase };
}
