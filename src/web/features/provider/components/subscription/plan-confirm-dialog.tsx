import type { ReactNode } from 'react';
import { Check, TriangleAlert } from 'lucide-react';
import { PLANS, type PlanName } from '#shared/constants.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PROVIDER_TEXTS } from '../../messages.ts';

type PlanConfirmDialogProps = {
  plan: PlanName;
  /** True when another plan is active: choosing this one switches plans. */
  switching: boolean;
  trigger: ReactNode;
  /** What the change does to the listings I have (a downgrade), said before I confirm. */
  warning?: string | null;
  onConfirm: () => Promise<void>;
};

/** Says what choosing a plan means before it happens: plan, price, what it unlocks, no payment. */
export function PlanConfirmDialog({
  plan,
  switching,
  trigger,
  warning,
  onConfirm,
}: PlanConfirmDialogProps) {
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
        {warning ? (
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{warning}</span>
          </p>
        ) : null}
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
