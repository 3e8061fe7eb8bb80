import { PLANS } from '#shared/constants.ts';
import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { PROVIDER_TEXTS } from '../../messages.ts';
import {
  isActiveSubscription,
  renewalDateLabel,
  subscriptionStatusLabel,
} from '../../subscription-state.ts';
import { InvoiceList, ManageBillingButton, PastDueNotice } from './billing-section.tsx';
import { CancelSubscriptionButton } from './cancel-subscription-button.tsx';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** Plan, status and renewal date; "Cancel Subscription" only while active. */
export function CurrentSubscriptionCard({
  subscription,
  billing = false,
}: {
  subscription: SubscriptionView | null;
  billing?: boolean;
}) {
  const active = isActiveSubscription(subscription);
  return (
    <Card>
      <CardHeader>
        <h2 id="current-subscription-heading" className="text-xl leading-tight font-semibold">
          Current Subscription
        </h2>
      </CardHeader>
      <CardContent className="grid gap-5">
        {subscription ? (
          <dl className="grid gap-4 sm:grid-cols-4">
            <Detail term="Plan" value={subscription.plan} />
            <Detail term="Price" value={`$${PLANS[subscription.plan].priceUsd} per month`} />
            <Detail term="Status" value={subscriptionStatusLabel(subscription)} />
            <Detail term="Renewal Date" value={renewalDateLabel(subscription)} />
          </dl>
        ) : (
          <p className="font-medium">{PROVIDER_TEXTS.noSubscription}</p>
        )}
        <PastDueNotice subscription={subscription} />
        {billing && subscription?.billed ? (
          <div className="grid justify-items-start gap-4">
            <p className="text-sm text-muted-foreground">{PROVIDER_TEXTS.billedCard}</p>
            <ManageBillingButton />
            <InvoiceList />
          </div>
        ) : active && !billing ? (
          <div className="grid justify-items-start gap-4">
            <p className="rounded-md bg-primary-soft px-3 py-2 text-sm text-primary-strong">
              {PROVIDER_TEXTS.noPaymentCard}
            </p>
            <CancelSubscriptionButton />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{PROVIDER_TEXTS.selectPlanHint}</p>
        )}
      </CardContent>
    </Card>
  );
}
