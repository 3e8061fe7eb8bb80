import { ProviderDashboard } from '#web/features/provider/components/provider-dashboard.tsx';
import { ProviderOnly } from '#web/features/provider/components/provider-only.tsx';
import { InquiriesTab, useProviderTourRequests } from '#web/features/tour-requests/index.ts';

/** The dashboard with the tour-requests feature's inquiries tab and its count of new ones. */
function DashboardWithInquiries() {
  const newInquiries = useProviderTourRequests().data?.newCount ?? 0;
  return <ProviderDashboard inquiries={<InquiriesTab />} newInquiries={newInquiries} />;
}

/** /dashboard?tab=subscription|listings|analytics — providers only (docs/product.md §2). */
export function Component() {
  return (
    <ProviderOnly>
      <DashboardWithInquiries />
    </ProviderOnly>
  );
}
