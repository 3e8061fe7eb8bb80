import { addMonths } from 'date-fns';
import type { PlanName } from '#shared/constants.ts';
import type { SubscriptionView } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './subscriptions.repo.ts';

/** Paid for: active, or past_due within its grace period (its end date then is the grace's end). */
export function isActive(row: repo.SubscriptionRow | undefined, now = new Date()): boolean {
  return !!row && row.status !== 'canceled' && row.endDate > now;
}

export function toSubscriptionView(row: repo.SubscriptionRow): SubscriptionView {
  return {
    plan: row.plan,
    status: row.status,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    isActive: isActive(row),
    graceEndsAt: row.status === 'past_due' ? (row.graceEndsAt?.toISOString() ?? null) : null,
    billed: row.stripeSubscriptionId !== null,
  };
}

export async function getSubscription(
  db: Db,
  providerId: string,
): Promise<SubscriptionView | null> {
  const row = await repo.findSubscription(db, providerId);
  return row ? toSubscriptionView(row) : null;
}

/**
 * The one place a plan becomes active (docs/decisions/004). There is no payment processor yet, so
 * selecting a plan activates it directly; a billing provider's checkout goes in front of this call.
 */
export async function activatePlan(db: Db, providerId: string, plan: PlanName, now = new Date()) {
  const current = await repo.findSubscription(db, providerId);
  if (isActive(current, now)) {
    await repo.changePlan(db, providerId, plan);
  } else {
    await repo.upsertSubscription(db, {
      providerId,
      plan,
      startDate: now,
      endDate: addMonths(now, 1),
    });
  }
  return (await getSubscription(db, providerId))!;
}

export async function cancel(db: Db, providerId: string): Promise<SubscriptionView> {
  if (!(await repo.cancelSubscription(db, providerId))) {
    throw new AppError('NOT_FOUND', 'No subscription to cancel');
  }
  return (await getSubscription(db, providerId))!;
}

/** The provider's subscription row, for other modules' rules (analytics, plan limits). */
export function findSubscriptionRow(
  db: Parameters<typeof repo.findSubscription>[0],
  providerId: string,
) {
  return repo.findSubscription(db, providerId);
}

/** The same row, locked until the caller's transaction ends (serialises plan-limit checks). */
export function lockSubscriptionRow(
  tx: Parameters<typeof repo.lockSubscription>[0],
  providerId: string,
) {
  return repo.lockSubscription(tx, providerId);
}
