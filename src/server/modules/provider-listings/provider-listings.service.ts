import type { z } from 'zod';
import { PLANS } from '#shared/constants.ts';
import { isUuid } from '#shared/listing-id.ts';
import type { ListingWrite, listingUpdateSchema } from '#shared/listing-write-schema.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import {
  PROVIDER_MESSAGES,
  type ProviderCapabilities,
  type ProviderListings,
} from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteStoredImage } from '../../storage/ingest-image.ts';
import type { Storage } from '../../storage/storage.ts';
import { listingViewsByIds } from '../listings/listings.service.ts';
import { forgetPriceBounds } from '../listings/price-bounds.ts';
import { forgetSampleVisibility } from '../listings/visibility.ts';
import { forgetCommunityNames } from '../places/names-cache.ts';
import {
  findSubscriptionRow,
  isActive,
  lockSubscriptionRow,
} from '../subscriptions/subscriptions.service.ts';
import { toListingValues } from './listing-values.ts';
import * as repo from './provider-listings.repo.ts';

const notFound = () => new AppError('NOT_FOUND', PROVIDER_MESSAGES.notFoundOrForbidden);

export async function getMyListings(db: Db, providerId: string): Promise<ProviderListings> {
  const [ids, subscription] = await Promise.all([
    repo.listProviderListingIds(db, providerId),
    findSubscriptionRow(db, providerId),
  ]);
  const limit = subscription ? PLANS[subscription.plan].listingLimit : null;
  return { listings: await listingViewsByIds(db, ids), usage: { count: ids.length, limit } };
}

/** What the provider may do now; the gates in lockRemainingAllowance() apply the same rules. */
export async function getCapabilities(db: Db, providerId: string): Promise<ProviderCapabilities> {
  const [subscription, listingsUsed, listingsPublished] = await Promise.all([
    findSubscriptionRow(db, providerId),
    repo.countListings(db, providerId),
    repo.countPublished(db, providerId),
  ]);
  const active = isActive(subscription);
  const listingLimit = active ? PLANS[subscription!.plan].listingLimit : null;
  const reason = !active
    ? 'SUBSCRIPTION_REQUIRED'
    : listingLimit !== null && listingsUsed >= listingLimit
      ? 'LISTING_LIMIT_REACHED'
      : null;
  return {
    plan: active ? subscription!.plan : null,
    canCreateListing: reason === null,
    reason,
    listingsUsed,
    listingsDraft: listingsUsed - listingsPublished,
    listingLimit,
  };
}

export async function getMyListing(db: Db, providerId: string, id: string): Promise<ListingView> {
  const owned = isUuid(id) && (await repo.ownsListing(db, providerId, id));
  const [view] = owned ? await listingViewsByIds(db, [id]) : [];
  if (!view) throw notFound();
  return view;
}

/**
 * The subscription gate and the plan limit, checked inside the caller's transaction while the
 * provider's subscription row is locked, so parallel creates cannot slip past the limit.
 * Returns how many more listings the plan allows (Infinity for Premium).
 */
export async function lockRemainingAllowance(tx: repo.Tx, providerId: string): Promise<number> {
  const subscription = await lockSubscriptionRow(tx, providerId);
  if (!subscription || !isActive(subscription)) {
    throw new AppError('SUBSCRIPTION_REQUIRED', PROVIDER_MESSAGES.subscriptionRequired);
  }
  const limit = PLANS[subscription.plan].listingLimit;
  if (limit === null) return Infinity;
  return Math.max(0, limit - (await repo.countListings(tx, providerId)));
}

/**
 * Saving a draft (an imported sample copy) publishes it, which needs an active plan with room
 * for one more published listing: importing on Premium, then moving to Basic or canceling, must
 * not let drafts go live past what the plan allows. Checked while the subscription row is locked.
 */
async function lockRoomToPublish(tx: repo.Tx, providerId: string): Promise<void> {
  const subscription = await lockSubscriptionRow(tx, providerId);
  if (!subscription || !isActive(subscription)) {
    throw new AppError('SUBSCRIPTION_REQUIRED', PROVIDER_MESSAGES.publishNeedsSubscription);
  }
  const limit = PLANS[subscription.plan].listingLimit;
  if (limit !== null && (await repo.countPublished(tx, providerId)) >= limit) {
    throw new AppError('LISTING_LIMIT_REACHED', PROVIDER_MESSAGES.publishOverLimit);
  }
}

export async function createListing(
  db: Db,
  providerId: string,
  data: ListingWrite,
): Promise<ListingView> {
  const id = await db.transaction(async (tx) => {
    if ((await lockRemainingAllowance(tx, providerId)) < 1) {
      throw new AppError('LISTING_LIMIT_REACHED', PROVIDER_MESSAGES.basicLimit);
    }
    const [created] = await repo.insertListings(tx, [{ ...toListingValues(data), providerId }]);
    return created;
  });
  forgetPriceBounds(db);
  forgetCommunityNames(db);
  return getMyListing(db, providerId, id);
}

/** One click on the dashboard: the listing's prices are confirmed as of now. */
export async function confirmListingPrices(
  db: Db,
  providerId: string,
  id: string,
): Promise<ListingView> {
  const confirmed = isUuid(id) && (await repo.confirmOwnListingPrices(db, providerId, id));
  if (!confirmed) throw notFound();
  return getMyListing(db, providerId, id);
}

export async function updateListing(
  db: Db,
  storage: Storage,
  providerId: string,
  id: string,
  data: z.output<typeof listingUpdateSchema>,
): Promise<ListingView> {
  const current = await getMyListing(db, providerId, id);
  const keep = data.images
    ? current.images.filter((url) => data.images!.includes(url))
    : current.images;
  const updated = await db.transaction(async (tx) => {
    if (await repo.savingPublishes(tx, providerId, id)) await lockRoomToPublish(tx, providerId);
    return repo.updateOwnListing(
      tx,
      providerId,
      id,
      { ...toListingValues(data), images: keep },
      { publish: true },
    );
  });
  if (!updated) throw notFound();
  forgetPriceBounds(db);
  forgetCommunityNames(db);
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
  forgetPriceBounds(db);
  forgetCommunityNames(db);
  forgetSampleVisibility(db);
  await deleteStoredImages(storage, images);
}

export async function deleteStoredImages(storage: Storage, urls: string[]): Promise<void> {
  for (const url of urls) await deleteStoredImage(storage, url);
}
