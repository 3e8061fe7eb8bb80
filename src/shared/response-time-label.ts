// Without zod: pages that only show the badge load this (docs/decisions/015).

/** Response time (docs/decisions/035): requests created in this many days count. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
/** Families see the badge once this many requests were answered in the window. */
export const RESPONSE_TIME_MIN_ANSWERED = 3;
/** The provider's share of requests answered within this many minutes. */
export const QUICK_ANSWER_MINUTES = 120;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * "Usually responds within 2 hours": the median rounded up to the hour (within an hour, within N
 * hours) or, past a day, to the day.
 */
export function responseTimeLabel(medianMinutes: number): string {
  if (medianMinutes <= 60) return 'Usually responds within an hour';
  const hours = Math.ceil(medianMinutes / 60);
  if (hours < 24) return `Usually responds within ${plural(hours, 'hour')}`;
  return `Usually responds within ${plural(Math.ceil(medianMinutes / 1440), 'day')}`;
}

/** The badge families see, or null while too few requests were answered to say. */
export function responseTimeBadge(time: {
  medianMinutes: number | null;
  answered: number;
}): string | null {
  if (time.answered < RESPONSE_TIME_MIN_ANSWERED || time.medianMinutes === null) return null;
  return responseTimeLabel(time.medianMinutes);
}
