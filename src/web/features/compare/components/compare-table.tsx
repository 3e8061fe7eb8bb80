import { Link } from 'react-router';
import type { CompareResult } from '#shared/compare-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';
import { ListingCardPhoto } from '#web/components/listing/listing-image.tsx';
import { formatCityState } from '#web/lib/listing-format.ts';
import { cn } from '#web/lib/cn.ts';
import { comparePath } from '#web/lib/paths.ts';
import { compareRows, type CompareCell, type CompareRow } from '../compare-rows.ts';

type TableProps = { result: CompareResult; ids: string[]; near: string | null };

/**
 * Marks what differs in words and a symbol as well as by colour (WCAG 1.4.1), on a line of its
 * own under the label, so it sits in the same place whether the label is short or wraps.
 */
function DiffersMark() {
  return (
    <span className="mt-1 block w-fit rounded-sm border border-accent px-1.5 text-xs font-semibold text-accent">
      Differs
    </span>
  );
}

function Cell({ cell }: { cell: CompareCell }) {
  if ('text' in cell) return <>{cell.text}</>;
  if (cell.items.length === 0) return <span className="text-muted-foreground">{cell.none}</span>;
  return (
    <ul className="grid gap-1">
      {cell.items.map((item) => (
        <li key={item.text} className={item.everywhere ? undefined : 'font-semibold'}>
          {item.everywhere ? null : <span aria-hidden="true">◆ </span>}
          {item.text}
          {item.everywhere ? null : <span className="sr-only"> (not every community here)</span>}
        </li>
      ))}
    </ul>
  );
}

function Row({ row }: { row: CompareRow }) {
  return (
    <tr className={row.differs ? 'bg-accent-soft' : undefined}>
      <th
        scope="row"
        className={cn(
          'sticky left-0 z-10 border-t border-border p-3 text-left align-top text-sm font-semibold print:static',
          row.differs ? 'bg-accent-soft' : 'bg-card',
        )}
      >
        {row.label}
        {row.differs ? (
          <>
            {' '}
            <DiffersMark />
          </>
        ) : null}
      </th>
      {row.cells.map((cell, i) => (
        <td key={i} className="border-t border-border p-3 align-top text-sm">
          <Cell cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/**
 * The communities side by side: one column each, a row per fact. On a phone the columns scroll
 * sideways under a fixed first column; printed, the table fits the page.
 */
export function CompareTable({ result, ids, near }: TableProps) {
  const rows = compareRows(result);
  return (
    <div className="relative mt-6 overflow-x-auto rounded-lg border border-border print:overflow-visible print:border-0">
      <table className="w-full min-w-[40rem] border-collapse bg-card print:min-w-0">
        <caption className="sr-only">
          {result.listings.length} communities compared; rows that differ are marked “Differs”
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-40 bg-card p-3 print:static" />
            {result.listings.map((listing) => (
              <th key={listing.id} scope="col" className="min-w-48 p-3 text-left align-top">
                <div className="w-full max-w-56 overflow-hidden rounded-md print:hidden">
                  <ListingCardPhoto src={listing.images[0]} />
                </div>
                <Link
                  to={communityPath(listing)}
                  className="mt-2 block text-base font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {listing.title}
                </Link>
                <span className="block text-sm font-normal text-muted-foreground">
                  {formatCityState(listing)}
                </span>
                {/* A plain link, so removing works without the page's script. */}
                <RemoveLink ids={ids} id={listing.id} title={listing.title} near={near} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.label} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RemoveLink({
  ids,
  id,
  title,
  near,
}: {
  ids: string[];
  id: string;
  title: string;
  near: string | null;
}) {
  const rest = ids.filter((other) => other !== id);
  if (rest.length < 2) return null;
  return (
    <Link
      to={comparePath(rest, near)}
      className="mt-1 inline-block text-sm font-normal text-primary underline underline-offset-4 print:hidden"
    >
      Remove<span className="sr-only"> {title} from the comparison</span>
    </Link>
  );
}
