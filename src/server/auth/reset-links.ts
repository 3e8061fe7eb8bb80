import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verification } from '../db/schema/index.ts';

/**
 * Every password-reset link still out for this person stops working: run once the password has
 * changed (by a reset or by the person signed in). better-auth spends only the link that was
 * used, so an older e-mail's link could otherwise set the password again.
 */
export async function dropResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}
