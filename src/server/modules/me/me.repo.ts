import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: Partial<Pick<ProfileRow, 'name' | 'phone' | 'profileImage'>>,
): Promise<ProfileRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    // Keep better-auth's copy of the name in step with the profile.
    if (changes.name !== undefined) {
      await tx
        .update(user)
        .set({ name: changes.name, updatedAt: new Date() })
        .where(eq(user.id, userId));
    }
    return row;
  });
}
