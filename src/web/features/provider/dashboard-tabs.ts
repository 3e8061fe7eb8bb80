/** The dashboard's tabs, kept in the URL as ?tab= (docs/product.md §2; default subscription). */
export const DASHBOARD_TABS = ['subscription', 'listings', 'inquiries', 'analytics'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  subscription: 'Subscription',
  listings: 'Listings',
  inquiries: 'Inquiries',
  analytics: 'Analytics',
};

/** /dashboard?tab={tab} */
export const dashboardTabPath = (tab: DashboardTab) => `/dashboard?tab=${tab}`;
