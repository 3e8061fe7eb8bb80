import { Link } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';

/** Providers manage their subscription and listings elsewhere (docs/product.md §2 "Profile page"). */
export function ProviderSettingsNote() {
  return (
    <aside
      aria-label="Provider settings"
      className="flex gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4 text-sm text-primary-strong"
    >
      <LayoutDashboard className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        More settings for your subscription, listings and analytics are in the{' '}
        <Link to={paths.dashboard} className="font-semibold underline underline-offset-2">
          Provider Dashboard
        </Link>
        .
      </p>
    </aside>
  );
}
