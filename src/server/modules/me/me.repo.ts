import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
/** The profile with its account's verification state (kept by better-auth on the user row). */
export type ProfileWithAccount = ProfileRow & { emailVerified: boolean };

export async function findProfile(db: Db, userId: string): Promise<ProfileWithAccount | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(profiles), emailVerified: user.emailVerified })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
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
