import type { ProviderResponseTime } from '#shared/response-time.ts';
import {
  RESPONSE_TIME_MIN_ANSWERED,
  RESPONSE_TIME_WINDOW_DAYS,
  responseTimeBadge,
} from '#shared/response-time-label.ts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "45 minutes", "2 hours 5 minutes", "3 days 4 hours". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < 1440) {
    const rest = minutes % 60;
    return `${plural(Math.floor(minutes / 60), 'hour')}${rest ? ` ${plural(rest, 'minute')}` : ''}`;
  }
  const hours = Math.floor((minutes % 1440) / 60);
  return `${plural(Math.floor(minutes / 1440), 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''}`;
}

/** The provider's own response time: what families see, and the share answered within 2 hours. */
export function ResponseTimeSummary({ time }: { time: ProviderResponseTime }) {
  const badge = responseTimeBadge(time);
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-card p-4 text-sm">
      <h3 className="text-base font-semibold">Your response time</h3>
      {time.medianMinutes === null ? (
        <p>Once you answer tour requests, your typical time to answer shows here.</p>
      ) : (
        <p>
          Median time to first answer: <strong>{formatDuration(time.medianMinutes)}</strong> (
          {plural(time.answered, 'request')} answered in the last {RESPONSE_TIME_WINDOW_DAYS} days).
        </p>
      )}
      {time.quickShare === null ? null : (
        <p>
          Answered within 2 hours: <strong>{Math.round(time.quickShare * 100)}%</strong> of
          requests.
        </p>
      )}
      <p className="text-muted-foreground">
        {badge
          ? `Families see “${badge}” on your communities.`
          : `Families see how quickly you answer once ${RESPONSE_TIME_MIN_ANSWERED} requests are answered.`}
      </p>
    </div>
  );
}
