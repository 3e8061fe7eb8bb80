import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, listings } from '../../db/schema/index.ts';
import { publicListingCondition } from '../listings/visibility.ts';

/** The stored ids of a user's favourites of public listings, most recently added first. */
export async function listFavoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favorites.listingId })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(and(eq(favorites.userId, userId), publicListingCondition(true)))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.id);
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
