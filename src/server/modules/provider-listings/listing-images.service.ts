import { MAX_IMAGES_PER_LISTING } from '#shared/constants.ts';
import { PROVIDER_MESSAGES } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ingestImage } from '../../storage/ingest-image.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteStoredImages, getMyListing } from './provider-listings.service.ts';
import * as repo from './provider-listings.repo.ts';

/**
 * Uploads to each listing this process is working on: their images are not in the row yet, but
 * they will take places in it. Counting them refuses a sixth image before it is decoded, even
 * when several uploads arrive at once (the check under the row lock below stays the rule; this
 * only saves decoding images that could not be kept).
 */
const uploadsInProgress = new Map<string, number>();

function reservePlace(listingId: string, stored: number): () => void {
  const inProgress = uploadsInProgress.get(listingId) ?? 0;
  if (stored + inProgress >= MAX_IMAGES_PER_LISTING) {
    throw new AppError('IMAGE_LIMIT_REACHED', PROVIDER_MESSAGES.tooManyImages);
  }
  uploadsInProgress.set(listingId, inProgress + 1);
  return () => {
    const left = (uploadsInProgress.get(listingId) ?? 1) - 1;
    if (left > 0) uploadsInProgress.set(listingId, left);
    else uploadsInProgress.delete(listingId);
  };
}

/**
 * Adds one uploaded image to a provider's listing. The count is checked before anything is
 * decoded; the image is then processed and appended while the listing row is locked, so
 * parallel uploads (from several processes too) can never exceed 5 images.
 */
export async function addListingImage(
  db: Db,
  storage: Storage,
  providerId: string,
  listingId: string,
  data: Buffer,
): Promise<string[]> {
  const listing = await getMyListing(db, providerId, listingId);
  const release = reservePlace(listingId, listing.images.length);
  try {
    return await ingestAndAppend(db, storage, providerId, listingId, data);
  } finally {
    release();
  }
}

async function ingestAndAppend(
  db: Db,
  storage: Storage,
  providerId: string,
  listingId: string,
  data: Buffer,
): Promise<string[]> {
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
