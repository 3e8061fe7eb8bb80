import type { Analytics } from '#shared/provider-schemas.ts';
import { FiguresTable } from './figures-table.tsx';

type Row = NonNullable<Analytics['advanced']>['perListing'][number];

/** Views, inquiries and favorites of each listing in the last 30 days, most viewed first. */
export function PerListingTable({ rows }: { rows: Row[] }) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">You have no listings yet.</p>;
  }
  return (
    <FiguresTable
      label="Figures per listing"
      caption="Views, inquiries and favorites per listing, last 30 days"
      rowHeading="Listing"
      figureHeadings={['Views', 'Inquiries', 'Favorites']}
      rows={rows.map((row) => ({
        key: row.listingId,
        label: row.title,
        figures: [row.views, row.inquiries, row.favorites],
      }))}
    />
  );
}
