import { TOUR_REQUEST_LIMITS } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of a date in the browser's own time zone. */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The date picker's bounds for the family: their today .. today + 90 days. */
export function tourDatePickerBounds(now = new Date()) {
  return {
    min: localIsoDate(now),
    max: localIsoDate(new Date(now.getTime() + TOUR_REQUEST_LIMITS.maxDaysAhead * DAY_MS)),
  };
}

/**
 * Whether `isoDate` is "today or later, within 90 days" for someone somewhere: the server does
 * not know the family's time zone, so today spans from UTC−12 to UTC+14.
 */
export function isWithinTourWindow(isoDate: string, now = new Date()): boolean {
  const earliest = new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const latestDay = new Date(
    now.getTime() + 14 * 60 * 60 * 1000 + TOUR_REQUEST_LIMITS.maxDaysAhead * DAY_MS,
  );
  return isoDate >= earliest && isoDate <= latestDay.toISOString().slice(0, 10);
}
