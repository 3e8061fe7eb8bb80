/** Shared classes of the analytics tables. */
export const TABLE = {
  wrap: 'overflow-x-auto rounded-lg border',
  table: 'w-full border-collapse text-sm',
  th: 'bg-muted px-4 py-2.5 text-left font-semibold',
  thNum: 'bg-muted px-4 py-2.5 text-right font-semibold',
  td: 'border-t px-4 py-2.5',
  tdNum: 'border-t px-4 py-2.5 text-right tabular-nums',
} as const;
