import { format, parseISO } from 'date-fns';
import type { SubscriptionView } from '#shared/provider-schemas.ts';

/** Active and not past its end date (the server decides; this only reads its answer). */
export const isActiveSubscription = (subscription: SubscriptionView | null | undefined) =>
  subscription?.isActive === true;

/** "Active", "Payment due", "Canceled", or "Expired" for an active row past its end date. */
export function subscriptionStatusLabel(subscription: SubscriptionView): string {
  if (subscription.status === 'past_due') return 'Payment due';
  if (subscription.isActive) return 'Active';
  return subscription.status === 'canceled' ? 'Canceled' : 'Expired';
}

/** The next renewal, e.g. "December 21, 2026"; "N/A" when nothing will renew. */
export function renewalDateLabel(subscription: SubscriptionView | null): string {
  if (!subscription?.isActive || subscription.status === 'past_due') return 'N/A';
  const date = parseISO(subscription.endDate);
  return Number.isNaN(date.getTime()) ? 'N/A' : format(date, 'MMMM d, yyyy');
}

/** The date a past-due plan runs until, e.g. "December 2, 2026"; null when not past due. */
export function graceEndLabel(subscription: SubscriptionView | null): string | null {
  if (subscription?.status !== 'past_due' || !subscription.graceEndsAt) return null;
  return format(parseISO(subscription.graceEndsAt), 'MMMM d, yyyy');
}
