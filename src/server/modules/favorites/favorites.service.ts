import { toStoredListingId } from '#shared/listing-id.ts';
import type { FavoriteList } from '#shared/favorite-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { listingViewsByIds } from '../listings/listings.service.ts';
import * as repo from './favorites.repo.ts';

export async function getFavorites(db: Db, userId: string): Promise<FavoriteList> {
  const listings = await listingViewsByIds(db, await repo.listFavoriteIds(db, userId));
  return { listingIds: listings.map((l) => l.id), listings };
}

async function storedIdOf(db: Db, publicId: string): Promise<string> {
  const storedId = toStoredListingId(publicId);
  if (!storedId || !(await repo.listingExists(db, storedId))) {
    throw new AppError('NOT_FOUND', 'Listing not found');
  }
  return storedId;
}

export async function addFavorite(db: Db, userId: string, publicId: string): Promise<void> {
  await repo.addFavorite(db, userId, await storedIdOf(db, publicId));
}

export async function removeFavorite(db: Db, userId: string, publicId: string): Promise<void> {
  const storedId = toStoredListingId(publicId);
  if (storedId) await repo.removeFavorite(db, userId, storedId);
}
