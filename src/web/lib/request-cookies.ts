import { createContext, useContext } from 'react';

/**
 * The request's Cookie header while the server renders; in the browser, document.cookie.
 * Lets a page start in the state a cookie remembers (e.g. the collapsed filter sidebar)
 * without the server and the browser rendering different markup.
 */
export const RequestCookiesContext = createContext<string | null>(null);

export function useCookie(name: string): string | null {
  const header = useContext(RequestCookiesContext) ?? globalThis.document?.cookie ?? '';
  const match = header.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
