import { MAX_IMAGES_PER_LISTING } from '#shared/constants.ts';
import { PROVIDER_MESSAGES } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ingestImage } from '../../storage/ingest-image.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteStoredImages, getMyListing } from './provider-listings.service.ts';
import * as repo from './provider-listings.repo.ts';

/**
 * Adds one uploaded image to a provider's listing. The image is processed first, then appended
 * while the listing row is locked, so parallel uploads can never exceed 5 images.
 */
export async function addListingImage(
  db: Db,
  storage: Storage,
  providerId: string,
  listingId: string,
  data: Buffer,
): Promise<string[]> {
  const listing = await getMyListing(db, providerId, listingId);
  if (listing.images.length >= MAX_IMAGES_PER_LISTING) {
    throw new AppError('IMAGE_LIMIT_REACHED', PROVIDER_MESSAGES.tooManyImages);
  }
  const image = await ingestImage(storage, { data, keyPrefix: `listings/${providerId}` });
  try {
    return await db.transaction(async (tx) => {
      const images = await repo.lockOwnListingImages(tx, providerId, listingId);
      if (!images) throw new AppError('NOT_FOUND', PROVIDER_MESSAGES.notFoundOrForbidden);
      if (images.length >= MAX_IMAGES_PER_LISTING) {
        throw new AppError('IMAGE_LIMIT_REACHED', PROVIDER_MESSAGES.tooManyImages);
      }
      const next = [...images, image.url];
      await repo.updateOwnListing(tx, providerId, listingId, { images: next });
      return next;
    });
  } catch (error) {
    await deleteStoredImages(storage, [image.url]);
    throw error;
  }
}
