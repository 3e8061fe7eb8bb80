import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { useSearchParams } from 'react-router';
import { useConfig } from '#web/lib/config-query.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';
import { CurrentSubscriptionCard } from './current-subscription-card.tsx';
import { PlanCards } from './plan-cards.tsx';

/** docs/product.md §2 "Subscription tab": what I have, and the two plans to choose from. */
export function SubscriptionTab({ subscription }: { subscription: SubscriptionView | null }) {
  const billing = useConfig().data?.billing === true;
  // Back from Stripe Checkout: the plan shows once Stripe's webhook has confirmed the payment.
  const [params] = useSearchParams();
  const confirming = billing && params.get('checkout') === 'done' && !subscription?.billed;
  return (
    <div className="grid gap-8">
      {confirming ? (
        <p
          role="status"
          className="rounded-md bg-primary-soft px-3 py-2 text-sm text-primary-strong"
        >
          {PROVIDER_TEXTS.checkoutDone}
        </p>
      ) : null}
      <CurrentSubscriptionCard subscription={subscription} billing={billing} />
      <section aria-labelledby="plans-heading" className="grid gap-4">
        <div>
          <h2 id="plans-heading" className="text-xl font-semibold">
            Subscription Plans
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Plans renew monthly. You can switch plans or cancel at any time.
          </p>
        </div>
        <PlanCards subscription={subscription} billing={billing} />
      </section>
    </div>
  );
}
