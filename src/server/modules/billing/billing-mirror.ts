import type Stripe from 'stripe';
import type { PlanName } from '#shared/constants.ts';

export type MirroredStatus = 'active' | 'past_due' | 'canceled';

/** Stripe's subscription status as ours; null: not ours to mirror yet (checkout not paid). */
export function statusOf(status: Stripe.Subscription.Status): MirroredStatus | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired' || status === 'paused')
    return 'canceled';
  return null;
}

export interface Mirror {
  plan: PlanName;
  status: MirroredStatus;
  startDate: Date;
  endDate: Date;
  graceEndsAt: Date | null;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? '');
const at = (seconds: number | null | undefined) => new Date((seconds ?? 0) * 1000);

/**
 * The subscription row that mirrors Stripe's subscription (always fetched fresh, so the order
 * events arrive in does not matter). past_due keeps the plan until a grace period from when it was
 * first seen failing (`graceEndsAt` of the row so far, else now + graceDays) and shows that date
 * as its end; a canceled one ends when Stripe ended it.
 */
export function mirrorOf(
  sub: Stripe.Subscription,
  prices: Record<PlanName, string>,
  opts: { now: Date; graceDays: number; graceSoFar: Date | null },
): Mirror | null {
  const status = statusOf(sub.status);
  const item = sub.items.data[0];
  const plan = (Object.keys(prices) as PlanName[]).find((p) => prices[p] === item?.price.id);
  if (!status || !item || !plan) return null;
  const periodEnd = at(item.current_period_end);
  const grace =
    opts.graceSoFar ?? new Date(opts.now.getTime() + opts.graceDays * 24 * 60 * 60 * 1000);
  const endDate =
    status === 'active'
      ? periodEnd
      : status === 'past_due'
        ? grace
        : at(sub.ended_at ?? sub.canceled_at ?? opts.now.getTime() / 1000);
  return {
    plan,
    status,
    startDate: at(item.current_period_start),
    endDate,
    graceEndsAt: status === 'past_due' ? grace : null,
    stripeCustomerId: idOf(sub.customer),
    stripeSubscriptionId: sub.id,
  };
}

/** The subscription an event is about, whatever its kind; null for events we do not follow. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
      return idOrNull(object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return idOrNull(object.id);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = object.parent as
        { subscription_details?: { subscription?: unknown } | null } | null | undefined;
      return idOrNull(parent?.subscription_details?.subscription ?? object.subscription);
    }
    default:
      return null;
  }
}

function idOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
}
