import { PLANS } from '#shared/constants.ts';
import { isUuid } from '#shared/listing-id.ts';
import type { ListingFormData, ListingUpdateData } from '#shared/listing-form-schema.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { PROVIDER_MESSAGES, type ProviderListings } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteStoredImage } from '../../storage/ingest-image.ts';
import type { Storage } from '../../storage/storage.ts';
import { toListingView } from '../listings/listing-view.ts';
import { findSubscription, lockSubscription } from '../subscriptions/subscriptions.repo.ts';
import { isActive } from '../subscriptions/subscriptions.service.ts';
import { toListingValues } from './listing-values.ts';
import * as repo from './provider-listings.repo.ts';

const notFound = () => new AppError('NOT_FOUND', PROVIDER_MESSAGES.notFoundOrForbidden);

export async function getMyListings(db: Db, providerId: string): Promise<ProviderListings> {
  const [rows, subscription] = await Promise.all([
    repo.listProviderListings(db, providerId),
    findSubscription(db, providerId),
  ]);
  const limit = subscription ? PLANS[subscription.plan].listingLimit : null;
  return { listings: rows.map(toListingView), usage: { count: rows.length, limit } };
}

export async function getMyListing(db: Db, providerId: string, id: string): Promise<ListingView> {
  const row = isUuid(id) ? await repo.findOwnListingRow(db, providerId, id) : undefined;
  if (!row) throw notFound();
  return toListingView(row);
}

/**
 * The subscription gate and the plan limit, checked inside the caller's transaction while the
 * provider's subscription row is locked, so parallel creates cannot slip past the limit.
 * Returns how many more listings the plan allows (Infinity for Premium).
 */
export async function lockRemainingAllowance(tx: repo.Tx, providerId: string): Promise<number> {
  const subscription = await lockSubscription(tx, providerId);
  if (!subscription || !isActive(subscription)) {
    throw new AppError('FORBIDDEN', PROVIDER_MESSAGES.subscriptionRequired);
  }
  const limit = PLANS[subscription.plan].listingLimit;
  if (limit === null) return Infinity;
  return Math.max(0, limit - (await repo.countListings(tx, providerId)));
}

export async function createListing(
  db: Db,
  providerId: string,
  data: ListingFormData,
): Promise<ListingView> {
  const id = await db.transaction(async (tx) => {
    if ((await lockRemainingAllowance(tx, providerId)) < 1) {
      throw new AppError('FORBIDDEN', PROVIDER_MESSAGES.basicLimit);
    }
    const [created] = await repo.insertListings(tx, [{ ...toListingValues(data), providerId }]);
    return created;
  });
  return getMyListing(db, providerId, id);
}

export async function updateListing(
  db: Db,
  storage: Storage,
  providerId: string,
  id: string,
  data: ListingUpdateData,
): Promise<ListingView> {
  const current = await getMyListing(db, providerId, id);
  const keep = data.images
    ? current.images.filter((url) => data.images!.includes(url))
    : current.images;
  const updated = await repo.updateOwnListing(db, providerId, id, {
    ...toListingValues(data),
    images: keep,
  });
  if (!updated) throw notFound();
  await deleteStoredImages(
    storage,
    current.images.filter((url) => !keep.includes(url)),
  );
  return getMyListing(db, providerId, id);
}

export async function deleteListing(
  db: Db,
  storage: Storage,
  providerId: string,
  id: string,
): Promise<void> {
  // Favourites, reviews, views and inquiries go with the row (ON DELETE CASCADE).
  const images = isUuid(id) ? await repo.deleteOwnListing(db, providerId, id) : null;
  if (images === null) throw notFound();
  await deleteStoredImages(storage, images);
}

export async function deleteStoredImages(storage: Storage, urls: string[]): Promise<void> {
  for (const url of urls) await deleteStoredImage(storage, url);
}
