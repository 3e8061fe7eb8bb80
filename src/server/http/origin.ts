import type { FastifyRequest } from 'fastify';

export const CROSS_SITE_MESSAGE =
  'This change did not come from a CareNest page, so it was stopped to protect your account. ' +
  'Reload the page and try again.';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The origin the request was addressed to: its Host (or, with TRUST_PROXY, the forwarded one). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A state change must come from one of our own pages. With an Origin header it must be ours (the
 * address the request was sent to, PUBLIC_URL, or TRUSTED_ORIGINS). Without one, a request that
 * rides on the session cookie must show it is same-origin through Sec-Fetch-Site or a Referer.
 */
export function isSameOriginRequest(request: FastifyRequest, trustedOrigins: string[]): boolean {
  const ours = (origin: string | null) =>
    origin !== null && (origin === requestOrigin(request) || trustedOrigins.includes(origin));
  const { origin, cookie, referer } = request.headers;
  if (origin) return ours(origin);
  if (!cookie || !SESSION_COOKIE.test(cookie)) return true;
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  return referer ? ours(originOf(referer)) : false;
}
