import type { Analytics } from '#shared/provider-schemas.ts';
import { TABLE } from './table-styles.ts';

type Row = NonNullable<Analytics['advanced']>['perListing'][number];

/** Views, inquiries and favorites of each listing in the last 30 days, most viewed first. */
export function PerListingTable({ rows }: { rows: Row[] }) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">You have no listings yet.</p>;
  }
  return (
    <div className={TABLE.wrap} tabIndex={0} role="region" aria-labelledby="per-listing-heading">
      <table className={`${TABLE.table} min-w-[28rem]`}>
        <caption className="sr-only">
          Views, inquiries and favorites per listing, last 30 days
        </caption>
        <thead>
          <tr>
            <th scope="col" className={TABLE.th}>
              Listing
            </th>
            <th scope="col" className={TABLE.thNum}>
              Views
            </th>
            <th scope="col" className={TABLE.thNum}>
              Inquiries
            </th>
            <th scope="col" className={TABLE.thNum}>
              Favorites
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.listingId}>
              <th scope="row" className={`${TABLE.td} text-left font-medium`}>
                {row.title}
              </th>
              <td className={TABLE.tdNum}>{row.views}</td>
              <td className={TABLE.tdNum}>{row.inquiries}</td>
              <td className={TABLE.tdNum}>{row.favorites}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
