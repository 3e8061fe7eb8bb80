import { Check } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import { PLAN_NAMES, PLANS, type PlanName } from '#shared/constants.ts';
import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { useCapabilities } from '../../api/get-capabilities.ts';
import { useSelectPlan } from '../../api/select-plan.ts';
import { planChangeWarning } from '../../plan-limits.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';
import { isActiveSubscription } from '../../subscription-state.ts';
import { BillingPlanButton } from './billing-section.tsx';
import { PlanConfirmDialog } from './plan-confirm-dialog.tsx';

const PLAN_SUMMARY: Record<PlanName, string> = {
  Basic: 'For a single community or a small group getting started.',
  Premium: 'For growing providers who want more reach and deeper insight.',
};

/** The Basic and Premium cards (docs/product.md §9), "Current Plan" on the active one. */
export function PlanCards({
  subscription,
  billing,
}: {
  subscription: SubscriptionView | null;
  /** Plans are paid through Stripe (GET /api/config). */
  billing: boolean;
}) {
  const select = useSelectPlan();
  const capabilities = useCapabilities().data;
  const listingsUsed = capabilities?.listingsUsed ?? 0;
  const listingsDraft = capabilities?.listingsDraft ?? 0;
  const currentPlan = isActiveSubscription(subscription) ? subscription?.plan : undefined;

  const switching = currentPlan !== undefined;
  const choose = async (plan: PlanName) => {
    try {
      await select.mutateAsync(plan);
      toast.success(PROVIDER_TEXTS.activated(plan));
    } catch {
      toast.error(PROVIDER_TEXTS.activateFailed);
    }
  };

  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {PLAN_NAMES.map((name) => {
        const plan = PLANS[name];
        const isCurrent = currentPlan === name;
        const headingId = `plan-${name.toLowerCase()}-heading`;
        const choosing = select.isPending && select.variables === name;
        return (
          <li key={name}>
            <Card className={cn('flex h-full flex-col', isCurrent && 'border-2 border-primary')}>
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <h3 id={headingId} className="text-lg leading-tight font-semibold">
                    {plan.name}
                  </h3>
                  {isCurrent ? <Badge>Current Plan</Badge> : null}
                </div>
                <p className="text-sm text-muted-foreground">{PLAN_SUMMARY[name]}</p>
                <p className="mt-2">
                  <span className="text-3xl font-bold">${plan.priceUsd}</span>{' '}
                  <span className="text-muted-foreground">per month</span>
                </p>
              </CardHeader>
              <CardContent className="flex-1">
                <ul className="grid gap-2" aria-label={`${plan.name} plan features`}>
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2 text-sm">
                      <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                {isCurrent ? (
                  <Button className="w-full" variant="secondary" disabled>
                    Current Plan
                  </Button>
                ) : billing ? (
                  <BillingPlanButton
                    plan={name}
                    describedBy={headingId}
                    subscription={subscription}
                  />
                ) : (
                  <PlanConfirmDialog
                    plan={name}
                    switching={switching}
                    warning={planChangeWarning(currentPlan, name, listingsUsed, listingsDraft)}
                    onConfirm={() => choose(name)}
                    trigger={
                      <Button
                        className="w-full"
                        disabled={select.isPending}
                        aria-describedby={headingId}
                      >
                        {choosing ? 'Activating...' : 'Select Plan'}
                      </Button>
                    }
                  />
                )}
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
