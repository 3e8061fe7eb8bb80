import { paths } from './paths.ts';

/** The /auth parameter naming the page to go back to once signed in. */
export const NEXT_PARAM = 'next';

/**
 * A page of this site to go back to after signing in, or null. Only a path on this site: an
 * address elsewhere ("//evil.example", "https://…", "/\\evil") would make the sign-in page a
 * way to send people anywhere.
 */
export function returnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/** /auth on the given tab, coming back to `next` (a path with its query) once signed in. */
export function authPath(tab: 'login' | 'signup' | null, next?: string | null): string {
  const query = new URLSearchParams();
  if (tab) query.set('tab', tab);
  const back = returnPath(next);
  if (back && back !== paths.home) query.set(NEXT_PARAM, back);
  const text = query.toString();
  return text ? `${paths.auth}?${text}` : paths.auth;
}
