import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useAnalytics } from '../../api/get-analytics.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';
import { isActiveSubscription } from '../../subscription-state.ts';
import { PlansNotice } from '../plans-notice.tsx';
import { AdvancedAnalytics } from './advanced-analytics.tsx';
import { MetricCards } from './metric-cards.tsx';

type AnalyticsTabProps = {
  subscription: SubscriptionView | null;
  onShowPlans: () => void;
};

/** docs/product.md §2 "Analytics tab" with real counts (docs/architecture.md §5.2). */
export function AnalyticsTab({ subscription, onShowPlans }: AnalyticsTabProps) {
  const active = isActiveSubscription(subscription);
  const analytics = useAnalytics(active);
  const refused = hasErrorCode(analytics.error, 'ANALYTICS_PLAN_REQUIRED');

  let body;
  if (!active || refused) {
    body = (
      <PlansNotice title={PROVIDER_TEXTS.analyticsRequired} onShowPlans={onShowPlans}>
        {PROVIDER_TEXTS.analyticsHint}
      </PlansNotice>
    );
  } else if (analytics.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner className="size-7" label="Loading analytics" />
      </div>
    );
  } else if (analytics.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-6">
        <p className="font-medium">Analytics could not be loaded.</p>
        <Button variant="outline" onClick={() => void analytics.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <MetricCards analytics={analytics.data} />
        {analytics.data.advanced ? (
          <AdvancedAnalytics advanced={analytics.data.advanced} />
        ) : (
          <p className="rounded-lg bg-muted p-4 text-sm">
            The Premium plan adds advanced analytics: a breakdown per listing and a day-by-day chart
            of views and inquiries over the last 30 days.
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="analytics-heading" className="grid gap-6">
      <div>
        <h2 id="analytics-heading" className="text-xl font-semibold">
          Analytics
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          How families engaged with your listings over the last 30 days.
        </p>
      </div>
      {body}
    </section>
  );
}
