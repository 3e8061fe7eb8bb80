import type { Analytics } from '#shared/provider-schemas.ts';
import { DailyChart } from './daily-chart.tsx';
import { DailyTable } from './daily-table.tsx';
import { PerListingTable } from './per-listing-table.tsx';

type Advanced = NonNullable<Analytics['advanced']>;

/** Premium's advanced analytics: per listing, and day by day for 30 days. */
export function AdvancedAnalytics({ advanced }: { advanced: Advanced }) {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="daily-heading" className="grid gap-3">
        <h3 id="daily-heading" className="text-lg font-semibold">
          Daily views and inquiries
        </h3>
        <DailyChart daily={advanced.daily} />
        <details className="min-w-0 rounded-lg border p-4">
          <summary className="cursor-pointer text-sm font-medium text-primary">
            Show daily figures as a table
          </summary>
          <DailyTable daily={advanced.daily} />
        </details>
      </section>
      <section aria-labelledby="per-listing-heading" className="grid gap-3">
        <h3 id="per-listing-heading" className="text-lg font-semibold">
          Performance by listing
        </h3>
        <PerListingTable rows={advanced.perListing} />
      </section>
    </div>
  );
}
