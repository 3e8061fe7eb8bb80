import { eq, sql } from 'drizzle-orm';
import type { PlanName } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function findSubscription(
  db: Db | Tx,
  providerId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerId, providerId));
  return row;
}

/** Locks the provider's subscription row until the transaction ends (serialises plan checks). */
export async function lockSubscription(
  tx: Tx,
  providerId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerId, providerId))
    .for('update');
  return row;
}

export async function upsertSubscription(
  db: Db,
  values: { providerId: string; plan: PlanName; startDate: Date; endDate: Date },
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ ...values, status: 'active' })
    .onConflictDoUpdate({
      target: subscriptions.providerId,
      set: {
        plan: values.plan,
        status: 'active',
        startDate: values.startDate,
        endDate: values.endDate,
        updatedAt: sql`now()`,
      },
    });
}

/** Selecting the other plan while active replaces the plan and keeps the current period. */
export async function changePlan(db: Db, providerId: string, plan: PlanName): Promise<void> {
  await db
    .update(subscriptions)
    .set({ plan, updatedAt: sql`now()` })
    .where(eq(subscriptions.providerId, providerId));
}

export async function cancelSubscription(db: Db, providerId: string): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: sql`now()` })
    .where(eq(subscriptions.providerId, providerId))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
