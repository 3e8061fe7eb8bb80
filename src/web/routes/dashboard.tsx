import { ProviderDashboard } from '#web/features/provider/components/provider-dashboard.tsx';
import { ProviderOnly } from '#web/features/provider/components/provider-only.tsx';

/** /dashboard?tab=subscription|listings|analytics — providers only (docs/product.md §2). */
export function Component() {
  return (
    <ProviderOnly>
      <ProviderDashboard />
    </ProviderOnly>
  );
}
