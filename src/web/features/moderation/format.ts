const WHEN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "Nov 25, 2026, 8:15 PM UTC": the console's times, the same on the server and in the browser. */
export const formatWhen = (iso: string) => WHEN.format(new Date(iso));
