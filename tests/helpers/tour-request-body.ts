import type { App } from '#server/app.ts';
import { authHeaders, type TestUser } from './auth.ts';
import { TEST_ORIGIN } from './test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The date `offsetDays` from today, as the form sends it (YYYY-MM-DD). */
export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A tour request the server accepts, with any field replaced. */
export const validTourRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rosa Family',
  email: 'rosa@example.com',
  phone: '(503) 555-0142',
  preferredDate: isoDay(3),
  timeOfDay: 'morning',
  visitors: 2,
  message: 'My mother uses a walker; is the dining room step-free?',
  contactPreference: 'phone',
  website: '',
  ...overrides,
});

/** Signed in as `as`, or a signed-out visitor on our own pages. */
export const tourHeaders = (as: TestUser | null) =>
  as ? authHeaders(as) : { origin: TEST_ORIGIN };

/** POSTs a tour request for `listingId`, from `ip` (one fixed address unless given). */
export function sendTourRequest(
  app: App,
  listingId: string,
  body: object,
  opts: { as?: TestUser | null; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/tour-requests`,
    headers: tourHeaders(opts.as ?? null),
    remoteAddress: opts.ip ?? '203.0.113.7',
    payload: body,
  });
}
