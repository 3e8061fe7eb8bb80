import { useSearchParams } from 'react-router';
import { Page } from '#web/components/layout/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useAuth } from '#web/features/auth/auth-context.ts';
import { useSubscription } from '../api/get-subscription.ts';
import {
  DASHBOARD_TAB_LABELS,
  DASHBOARD_TABS,
  isDashboardTab,
  type DashboardTab,
} from '../dashboard-tabs.ts';
import { AnalyticsTab } from './analytics/analytics-tab.tsx';
import { ListingsTab } from './listings/listings-tab.tsx';
import { SubscriptionTab } from './subscription/subscription-tab.tsx';
import { WithSubscription } from './with-subscription.tsx';

/** /dashboard: subscription, listings and analytics of the signed-in provider. */
export function ProviderDashboard() {
  const { profile } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: DashboardTab = isDashboardTab(requested) ? requested : 'subscription';
  const subscription = useSubscription();
  const showTab = (next: DashboardTab) =>
    setSearchParams({ tab: next }, { preventScrollReset: true });
  const name = profile?.name || profile?.company || 'Provider';

  return (
    <Page title="Provider Dashboard" description={`Welcome back, ${name}`}>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isDashboardTab(value)) showTab(value);
        }}
        className="mt-8"
      >
        <TabsList className="w-full sm:w-auto">
          {DASHBOARD_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="px-4">
              {DASHBOARD_TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="subscription" className="mt-6">
          <WithSubscription query={subscription}>
            {(current) => <SubscriptionTab subscription={current} />}
          </WithSubscription>
        </TabsContent>
        <TabsContent value="listings" className="mt-6">
          <WithSubscription query={subscription}>
            {(current) => (
              <ListingsTab subscription={current} onShowPlans={() => showTab('subscription')} />
            )}
          </WithSubscription>
        </TabsContent>
        <TabsContent value="analytics" className="mt-6">
          <WithSubscription query={subscription}>
            {(current) => (
              <AnalyticsTab subscription={current} onShowPlans={() => showTab('subscription')} />
            )}
          </WithSubscription>
        </TabsContent>
      </Tabs>
    </Page>
  );
}
