import { format, parseISO } from 'date-fns';
import type { SubscriptionView } from '#shared/provider-schemas.ts';

/** Active and not past its end date (the server decides; this only reads its answer). */
export const isActiveSubscription = (subscription: SubscriptionView | null | undefined) =>
  subscription?.isActive === true;

/** "Active", "Canceled", or "Expired" for an active row past its end date. */
export function subscriptionStatusLabel(subscription: SubscriptionView): string {
  if (subscription.isActive) return 'Active';
  return subscription.status === 'canceled' ? 'Canceled' : 'Expired';
}

/** The next renewal, e.g. "December 21, 2026"; "N/A" when nothing will renew. */
export function renewalDateLabel(subscription: SubscriptionView | null): string {
  if (!subscription?.isActive) return 'N/A';
  const date = parseISO(subscription.endDate);
  return Number.isNaN(date.getTime()) ? 'N/A' : format(date, 'MMMM d, yyyy');
}
