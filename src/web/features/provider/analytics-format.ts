import { madeOnce } from '#shared/made-once.ts';

const PERIOD = 'vs previous 30 days';

/** "+3 vs previous 30 days", "-2 vs previous 30 days" or "No change" (real counts, docs/architecture.md §5.2). */
export function countChangeText(current: number, previous: number): string {
  const diff = current - previous;
  if (diff === 0) return 'No change';
  return `${diff > 0 ? '+' : '-'}${Math.abs(diff).toLocaleString('en-US')} ${PERIOD}`;
}

/** "6.1%", or "—" when there were no views to convert. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);

/** Conversion change in percentage points; honest about periods without views. */
export function rateChangeText(current: number | null, previous: number | null): string {
  if (current === null) return 'No views yet';
  if (previous === null) return 'No views in the previous 30 days';
  const diff = Math.round((current - previous) * 10) / 10;
  if (diff === 0) return 'No change';
  return `${diff > 0 ? '+' : '-'}${Math.abs(diff).toFixed(1)} pts ${PERIOD}`;
}

export type Trend = 'up' | 'down' | 'flat';

export function trendOf(current: number | null, previous: number | null): Trend {
  if (current === null || previous === null || current === previous) return 'flat';
  return current > previous ? 'up' : 'down';
}

// Made once: toLocaleDateString with options builds a formatter on each call, and a chart
// formats a date for each of its days.
const shortDateFormat = madeOnce(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }),
);

/** "Nov 21" for chart axes and table rows. */
export function shortDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00`);
  return Number.isNaN(date.getTime()) ? isoDate : shortDateFormat().format(date);
}

/** 95 → "1 h 35 min"; null → "No answered requests yet". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return 'No answered requests yet';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return `${Math.round(hours / 24)} days`;
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}
