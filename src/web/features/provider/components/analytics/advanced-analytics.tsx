import type { Analytics } from '#shared/provider-schemas.ts';
import { formatMinutes } from '../../analytics-format.ts';
import { DailyChart } from './daily-chart.tsx';
import { DailyTable } from './daily-table.tsx';
import { PerListingTable } from './per-listing-table.tsx';

type Advanced = NonNullable<Analytics['advanced']>;

/** Premium's advanced analytics: per listing, and day by day for 30 days. */
export function AdvancedAnalytics({ advanced }: { advanced: Advanced }) {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="response-heading" className="grid gap-1">
        <h3 id="response-heading" className="text-lg font-semibold">
          Median time to contact
        </h3>
        <p className="text-2xl font-bold">{formatMinutes(advanced.medianMinutesToContact)}</p>
        <p className="text-sm text-muted-foreground">
          From a tour request's arrival to the first change from New, over the last 30 days.
        </p>
      </section>
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
