import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '#web/components/layout/page.tsx';
import { LinkTabs } from '#web/components/ui/link-tabs.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { tabFromSearch } from '#web/lib/tab-param.ts';
import { useSubscription } from '../api/get-subscription.ts';
import {
  DASHBOARD_TAB_LABELS,
  DASHBOARD_TABS,
  dashboardTabPath,
  type DashboardTab,
} from '../dashboard-tabs.ts';
import { AnalyticsTab } from './analytics/analytics-tab.tsx';
import { ListingsTab } from './listings/listings-tab.tsx';
import { SubscriptionTab } from './subscription/subscription-tab.tsx';
import { WithSubscription } from './with-subscription.tsx';

type ProviderDashboardProps = {
  /** The inquiries tab (the tour-requests feature's, composed by the route). */
  inquiries: ReactNode;
  /** How many tour requests are new: a badge on the inquiries tab. */
  newInquiries: number;
};

/** /dashboard: subscription, listings and analytics of the signed-in provider. */
export function ProviderDashboard({ inquiries, newInquiries }: ProviderDashboardProps) {
  const { profile } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams, DASHBOARD_TABS, 'subscription');
  const subscription = useSubscription();
  const showTab = (next: DashboardTab) =>
    setSearchParams({ tab: next }, { preventScrollReset: true });
  const name = profile?.name || profile?.company || 'Provider';

  return (
    <Page title="Provider Dashboard" description={`Welcome back, ${name}`}>
      {/* Four tabs do not fit one row on a phone: two rows of two there. */}
      <LinkTabs
        tabs={DASHBOARD_TABS.map((value) => ({
          value,
          href: dashboardTabPath(value),
          label: <TabLabel tab={value} newInquiries={newInquiries} />,
        }))}
        value={tab}
        onChange={showTab}
        className="mt-8"
        listClassName="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-11 sm:w-auto"
        tabClassName="h-9 px-4 sm:h-full"
        panelClassName="mt-6"
      >
        {tab === 'inquiries' ? (
          // No subscription gate: a lapsed plan still shows past requests and new ones arrive.
          inquiries
        ) : (
          <WithSubscription query={subscription}>
            {(current) =>
              tab === 'subscription' ? (
                <SubscriptionTab subscription={current} />
              ) : tab === 'listings' ? (
                <ListingsTab subscription={current} onShowPlans={() => showTab('subscription')} />
              ) : (
                <AnalyticsTab subscription={current} onShowPlans={() => showTab('subscription')} />
              )
            }
          </WithSubscription>
        )}
      </LinkTabs>
    </Page>
  );
}

/** A tab's name, and on Inquiries how many requests are new. */
function TabLabel({ tab, newInquiries }: { tab: DashboardTab; newInquiries: number }) {
  return (
    <>
      {DASHBOARD_TAB_LABELS[tab]}
      {tab === 'inquiries' && newInquiries > 0 ? (
        <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
          {newInquiries}
          <span className="sr-only"> new</span>
        </span>
      ) : null}
    </>
  );
}
