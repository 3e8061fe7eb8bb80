import { madeOnce } from './made-once.ts';

// Made on first use (the app starts without building an Intl object), and once: building a
// formatter per call cost about 0.3 ms of a community page's render on the server.
const longDate = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "October 1, 2025": the date in UTC, the same on the server and in the browser. */
export const formatLongDate = (date: Date) => longDate().format(date);
