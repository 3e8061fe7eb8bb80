import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stripeEvents, subscriptions } from '../../db/schema/index.ts';
import type { Mirror } from './billing-mirror.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Records an event as handled; false when it already was (a replay or a duplicate). */
export async function recordEvent(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** The row a Stripe subscription belongs to: by its id, else by the provider it was bought for. */
export async function lockRowFor(tx: Tx, stripeSubscriptionId: string, providerId: string | null) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      or(
        eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId),
        providerId ? eq(subscriptions.providerId, providerId) : sql`false`,
      ),
    )
    .for('update');
  return row;
}

export async function writeMirror(tx: Tx, providerId: string, mirror: Mirror) {
  await tx
    .insert(subscriptions)
    .values({ providerId, ...mirror })
    .onConflictDoUpdate({
      target: subscriptions.providerId,
      set: { ...mirror, updatedAt: sql`now()` },
    });
}

export async function customerOf(db: Db, providerId: string) {
  const [row] = await db
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.providerId, providerId));
  return row?.customer ?? null;
}
