import { createHmac } from 'node:crypto';

/** Who opened a listing or chose a way to contact it, as the request tells. */
export interface Visitor {
  userId: string | null;
  ip: string;
  userAgent: string;
}

/** One visitor's counted visit to one listing on one UTC day (docs/decisions/025). */
export interface DailyVisit {
  listingId: string;
  day: string;
  visitorKey: string;
}

/** The UTC calendar day of `at`, as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A signed-in visitor is their account, whatever device or network they use; anyone else is one
 * browser on one connection (address and user agent). Keyed with the server secret and salted with
 * the listing and the day, the hash cannot be traced back to an address, nor linked across
 * listings or days; nothing else about the visitor is stored.
 */
export function dailyVisitOf(
  secret: string,
  listingId: string,
  visitor: Visitor,
  at: Date,
): DailyVisit {
  const day = utcDay(at);
  const who = visitor.userId
    ? `user:${visitor.userId}`
    : `client:${visitor.ip}\n${visitor.userAgent}`;
  const visitorKey = createHmac('sha256', secret)
    .update(`listing-visitor\n${day}\n${listingId}\n${who}`)
    .digest('base64url');
  return { listingId, day, visitorKey };
}
