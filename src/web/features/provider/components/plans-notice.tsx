import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

type PlansNoticeProps = {
  title: string;
  children: ReactNode;
  /** Switches the dashboard to its subscription tab. */
  onShowPlans: () => void;
};

/** What needs a subscription, and the way to the plans. */
export function PlansNotice({ title, children, onShowPlans }: PlansNoticeProps) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-primary/30 bg-primary-soft p-6 sm:flex-row sm:items-center">
      <Lock className="size-6 shrink-0 text-primary-strong" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <h3 className="font-semibold text-primary-strong">{title}</h3>
        <p className="text-sm text-primary-strong">{children}</p>
      </div>
      <Button onClick={onShowPlans}>View Subscription Plans</Button>
    </div>
  );
}
