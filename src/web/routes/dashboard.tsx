import { ProviderDashboard } from '#web/features/provider/components/provider-dashboard.tsx';
import { ProviderOnly } from '#web/features/provider/components/provider-only.tsx';
import { DASHBOARD_TABS } from '#web/features/provider/dashboard-tabs.ts';
import { subscriptionQuery } from '#web/features/provider/api/get-subscription.ts';
import { myListingsQuery } from '#web/features/provider/api/get-my-listings.ts';
import { analyticsQuery } from '#web/features/provider/api/get-analytics.ts';
import { capabilitiesQuery } from '#web/features/provider/api/get-capabilities.ts';
import {
  InquiriesTab,
  providerTourRequestsQuery,
  useProviderTourRequests,
} from '#web/features/tour-requests/index.ts';
import { meQueryOptions } from '#web/features/auth/api/get-me.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { tabFromSearch } from '#web/lib/tab-param.ts';
import { PROVIDER_TEXTS } from '#web/features/provider/messages.ts';
import { ScriptNeeded } from '#web/components/layout/script-needed.tsx';

/**
 * A provider's dashboard comes with its open tab's data (and the inquiries' count of new ones),
 * so the server draws it whole and the browser shows it without waiting for its script.
 */
export const loader = pageLoader(
  async ({ queryClient, request }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions);
    if (me?.type !== 'provider') return;
    const tab = tabFromSearch(new URL(request.url).searchParams, DASHBOARD_TABS, 'subscription');
    const loads = [
      queryClient.prefetchQuery(subscriptionQuery),
      queryClient.prefetchQuery(providerTourRequestsQuery),
    ];
    // The plan cards and the listings tab both say how many listings the plan has room for.
    if (tab === 'subscription' || tab === 'listings') {
      loads.push(queryClient.prefetchQuery(capabilitiesQuery));
    }
    if (tab === 'listings') loads.push(queryClient.prefetchQuery(myListingsQuery));
    if (tab === 'analytics') loads.push(queryClient.prefetchQuery(analyticsQuery));
    await Promise.all(loads);
  },
  { holdsNavigation: false },
);

/** The dashboard with the tour-requests feature's inquiries tab and its count of new ones. */
function DashboardWithInquiries() {
  const newInquiries = useProviderTourRequests().data?.newCount ?? 0;
  return <ProviderDashboard inquiries={<InquiriesTab />} newInquiries={newInquiries} />;
}

/** /dashboard?tab=subscription|listings|inquiries|analytics — providers only (docs/product.md §2). */
export function Component() {
  return (
    <>
      <ScriptNeeded>{PROVIDER_TEXTS.dashboardNeedsScript}</ScriptNeeded>
      <ProviderOnly>
        <DashboardWithInquiries />
      </ProviderOnly>
    </>
  );
}
