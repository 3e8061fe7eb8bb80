import type { IncomingHttpHeaders } from 'node:http';

/**
 * The client hint by which a browser says it runs on a phone. Chromium browsers send it with every
 * request, unasked; the others send none, and get the wide layout that CSS narrows until the
 * page's script knows the width (docs/decisions/066).
 */
export const PHONE_HINT = 'Sec-CH-UA-Mobile';

/** The browser said it is a phone: the structured-header boolean `?1`. */
export function saysPhone(headers: IncomingHttpHeaders): boolean {
  return headers['sec-ch-ua-mobile']?.toString().trim() === '?1';
}
