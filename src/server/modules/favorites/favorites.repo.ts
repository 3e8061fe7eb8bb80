import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, listings, profiles } from '../../db/schema/index.ts';
import { listingSelection, type ListingRow } from '../listings/listings.repo.ts';

export async function listFavoriteListings(db: Db, userId: string): Promise<ListingRow[]> {
  const rows = await db
    .select(listingSelection(null))
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .leftJoin(profiles, eq(profiles.id, listings.providerId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows as ListingRow[];
}

export async function listingExists(db: Db, listingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId));
  return !!row;
}

/** Idempotent: adding twice leaves one row (the primary key decides races). */
export async function addFavorite(db: Db, userId: string, listingId: string): Promise<void> {
  await db.insert(favorites).values({ userId, listingId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: string, listingId: string): Promise<void> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}
