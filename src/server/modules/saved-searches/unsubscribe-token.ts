import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '#shared/listing-id.ts';

// The one-click unsubscribe link (docs/decisions/045): the saved search's id and an HMAC of it
// with the app's secret, so it works without signing in and cannot be made for another search.

const signature = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`saved-search-unsubscribe:${id}`).digest('base64url');

export const unsubscribeToken = (secret: string, id: string) => `${id}.${signature(secret, id)}`;

/** The saved search a token names, or null when it was not made with this secret. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id, given] = token.split('.');
  if (!id || !given || !isUuid(id)) return null;
  const expected = Buffer.from(signature(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
