import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const own = (providerId: string, id: string) =>
  and(eq(listings.id, id), eq(listings.providerId, providerId));

/** The provider's listing ids, newest first (the listings module turns them into views). */
export async function listProviderListingIds(db: Db, providerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.providerId, providerId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return rows.map((r) => r.id);
}

export async function ownsListing(db: Db, providerId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: listings.id }).from(listings).where(own(providerId, id));
  return row !== undefined;
}

export async function countListings(db: Db | Tx, providerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(eq(listings.providerId, providerId));
  return row.n;
}

/** Listings families can see (a draft, an imported copy not yet saved, is not one). */
export async function countPublished(db: Db | Tx, providerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.providerId, providerId), eq(listings.draft, false)));
  return row.n;
}

/** Whether saving this listing of the provider's would make it public (a draft no admin hid). */
export async function savingPublishes(db: Db | Tx, providerId: string, id: string) {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(own(providerId, id), eq(listings.draft, true), isNull(listings.unpublishedAt)));
  return row !== undefined;
}

/** The built-in sample ids ("1"–"6") this provider has already imported a copy of. */
export async function importedSampleIds(db: Db | Tx, providerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ sampleId: listings.importedSampleId })
    .from(listings)
    .where(and(eq(listings.providerId, providerId), isNotNull(listings.importedSampleId)));
  return new Set(rows.map((r) => r.sampleId!));
}

export async function insertListings(
  db: Db | Tx,
  values: (typeof listings.$inferInsert)[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(listings).values(values).returning({ id: listings.id });
  return rows.map((r) => r.id);
}

export async function updateOwnListing(
  db: Db | Tx,
  providerId: string,
  id: string,
  values: Partial<typeof listings.$inferInsert>,
  opts: { publish?: boolean } = {},
): Promise<boolean> {
  // Saving publishes: an imported sample copy becomes the provider's own listing. A listing an
  // admin unpublished stays a draft (docs/decisions/034).
  const publish = opts.publish
    ? { draft: sql<boolean>`${listings.unpublishedAt} is not null` }
    : {};
  const rows = await db
    .update(listings)
    .set({ ...values, ...publish, updatedAt: new Date() })
    .where(own(providerId, id))
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** The provider says the prices still hold (docs/decisions/048); nothing else changes. */
export async function confirmOwnListingPrices(db: Db, providerId: string, id: string) {
  const rows = await db
    .update(listings)
    .set({ pricesConfirmedAt: new Date() })
    .where(own(providerId, id))
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** Locks the listing row so concurrent image uploads see each other's changes. */
export async function lockOwnListingImages(tx: Tx, providerId: string, id: string) {
  const [row] = await tx
    .select({ images: listings.images })
    .from(listings)
    .where(own(providerId, id))
    .for('update');
  return row?.images;
}

export async function deleteOwnListing(
  db: Db,
  providerId: string,
  id: string,
): Promise<string[] | null> {
  const rows = await db
    .delete(listings)
    .where(own(providerId, id))
    .returning({ images: listings.images });
  return rows[0]?.images ?? null;
}
