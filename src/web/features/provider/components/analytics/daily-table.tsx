import type { Analytics } from '#shared/provider-schemas.ts';
import { shortDate } from '../../analytics-format.ts';
import { TABLE } from './table-styles.ts';

type Day = NonNullable<Analytics['advanced']>['daily'][number];

/** The chart's figures as a table, for screen readers and anyone who prefers numbers. */
export function DailyTable({ daily }: { daily: Day[] }) {
  return (
    <div
      className={`${TABLE.wrap} mt-3 max-h-96 overflow-y-auto`}
      tabIndex={0}
      role="region"
      aria-label="Daily figures"
    >
      <table className={TABLE.table}>
        <caption className="sr-only">Views and inquiries per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col" className={TABLE.th}>
              Date
            </th>
            <th scope="col" className={TABLE.thNum}>
              Views
            </th>
            <th scope="col" className={TABLE.thNum}>
              Inquiries
            </th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={`${TABLE.td} text-left font-medium`}>
                {shortDate(day.date)}
              </th>
              <td className={TABLE.tdNum}>{day.views}</td>
              <td className={TABLE.tdNum}>{day.inquiries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
