import { toStoredListingId } from '#shared/listing-id.ts';
import type { FavoriteList } from '#shared/favorite-schemas.ts';
import type { Db } from '../../db/client.ts';
import { listingViewsByIds } from '../listings/listings.service.ts';
import { requirePublicListing } from '../listings/visibility.ts';
import * as repo from './favorites.repo.ts';

export async function getFavorites(db: Db, userId: string): Promise<FavoriteList> {
  const listings = await listingViewsByIds(db, await repo.listFavoriteIds(db, userId));
  return { listingIds: listings.map((l) => l.id), listings };
}

export async function addFavorite(db: Db, userId: string, publicId: string): Promise<void> {
  const { storedId } = await requirePublicListing(db, publicId);
  await repo.addFavorite(db, userId, storedId);
}

export async function removeFavorite(db: Db, userId: string, publicId: string): Promise<void> {
  const storedId = toStoredListingId(publicId);
  if (storedId) await repo.removeFavorite(db, userId, storedId);
}
