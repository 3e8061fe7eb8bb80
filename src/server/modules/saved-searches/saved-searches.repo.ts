import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type NewRow = typeof savedSearches.$inferInsert;

export const listByUser = (db: Db, userId: string) =>
  db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));

export async function countByUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** Saves the search, or renames the person's own copy of the same query and sets its frequency. */
export async function upsert(db: Db, row: NewRow): Promise<SavedSearchRow> {
  const [saved] = await db
    .insert(savedSearches)
    .values(row)
    .onConflictDoUpdate({
      target: [savedSearches.userId, savedSearches.query],
      set: { name: row.name, frequency: row.frequency },
    })
    .returning();
  return saved;
}

export async function hasQuery(db: Db, userId: string, query: string): Promise<boolean> {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)))
    .limit(1);
  return row !== undefined;
}

/** Ownership is part of the statement: someone else's saved search is not found. */
export async function updateOwned(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<NewRow, 'name' | 'frequency'>>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwned(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function findById(db: Db, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

export async function turnOff(db: Db, id: string): Promise<void> {
  await db.update(savedSearches).set({ frequency: 'off' }).where(eq(savedSearches.id, id));
}
