import type { Analytics } from '#shared/provider-schemas.ts';
import { shortDate } from '../../analytics-format.ts';
import { FiguresTable } from './figures-table.tsx';

type Day = NonNullable<Analytics['advanced']>['daily'][number];

/** The chart's figures as a table, for screen readers and anyone who prefers numbers. */
export function DailyTable({ daily }: { daily: Day[] }) {
  return (
    <FiguresTable
      label="Daily figures"
      caption="Views and inquiries per day, last 30 days"
      rowHeading="Date"
      figureHeadings={['Views', 'Inquiries']}
      rows={daily.map((day) => ({
        key: day.date,
        label: shortDate(day.date),
        figures: [day.views, day.inquiries],
      }))}
      className="mt-3 max-h-96 overflow-y-auto"
    />
  );
}
