import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { PLANS, type PlanName } from '#shared/constants.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PROVIDER_TEXTS } from '../../messages.ts';

type PlanConfirmDialogProps = {
  plan: PlanName;
  /** True when another plan is active: choosing this one switches plans. */
  switching: boolean;
  trigger: ReactNode;
  onConfirm: () => Promise<void>;
};

/** Says what choosing a plan means before it happens: plan, price, what it unlocks, no payment. */
export function PlanConfirmDialog({ plan, switching, trigger, onConfirm }: PlanConfirmDialogProps) {
  const { priceUsd, features } = PLANS[plan];
  return (
    <ConfirmDialog
      trigger={trigger}
      title={switching ? `Switch to the ${plan} plan?` : `Activate the ${plan} plan?`}
      description={`${plan}: $${priceUsd} per month. ${PROVIDER_TEXTS.noPaymentYet}`}
      confirmLabel={switching ? `Switch to ${plan}` : `Activate ${plan}`}
      pendingLabel="Activating..."
      cancelLabel="Not now"
      confirmVariant="default"
      onConfirm={onConfirm}
    >
      <div className="grid gap-2 text-sm">
        <p className="font-medium">What it unlocks</p>
        <ul className="grid gap-1.5" aria-label={`${plan} plan includes`}>
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </ConfirmDialog>
  );
}
