import { cn } from '#web/lib/cn.ts';

/** Shared classes of the analytics tables. */
const TABLE = {
  wrap: 'overflow-x-auto rounded-lg border',
  table: 'w-full border-collapse text-sm',
  th: 'bg-muted px-2 py-2.5 text-left font-semibold sm:px-4',
  thNum: 'bg-muted px-2 py-2.5 text-right font-semibold sm:px-4',
  td: 'border-t px-2 py-2.5 sm:px-4',
  tdNum: 'border-t px-2 py-2.5 text-right tabular-nums sm:px-4',
} as const;

export type FiguresRow = { key: string; label: string; figures: number[] };

type FiguresTableProps = {
  /** Names the scrollable region for keyboard and screen-reader users. */
  label: string;
  caption: string;
  /** The first column's heading (what each row is), then one heading per figure. */
  rowHeading: string;
  figureHeadings: string[];
  rows: FiguresRow[];
  className?: string;
  tableClassName?: string;
};

/** Analytics figures as an accessible table: one labelled row per day or listing. */
export function FiguresTable(props: FiguresTableProps) {
  const { label, caption, rowHeading, figureHeadings, rows } = props;
  return (
    <div className={cn(TABLE.wrap, props.className)} tabIndex={0} role="region" aria-label={label}>
      <table className={cn(TABLE.table, props.tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={TABLE.th}>
              {rowHeading}
            </th>
            {figureHeadings.map((heading) => (
              <th key={heading} scope="col" className={TABLE.thNum}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                className={`${TABLE.td} text-left font-medium [overflow-wrap:anywhere]`}
              >
                {row.label}
              </th>
              {row.figures.map((figure, i) => (
                <td key={figureHeadings[i]} className={TABLE.tdNum}>
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
