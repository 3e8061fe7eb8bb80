import { LISTING_PARAM } from '#web/lib/listing-dialog-link.ts';

/**
 * How many pages of results a browse address shows: `?page=3` is the first three, as "Load more"
 * pressed twice shows them. "Load more" is a link to the next such address, so it works without
 * the page's script too; with it, the page fetches the next page in place.
 */
export const PAGES_PARAM = 'page';

/** At most this many pages are read for one address (120 communities): each is a search. */
export const MAX_PAGES_SHOWN = 10;

export function readPagesShown(params: URLSearchParams): number {
  const pages = Number(params.get(PAGES_PARAM));
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES_SHOWN) : 1;
}

/** The address showing one page more than `pagesShown`; null past the most an address shows. */
export function morePagesHref(params: URLSearchParams, pagesShown: number): string | null {
  if (pagesShown >= MAX_PAGES_SHOWN) return null;
  const next = new URLSearchParams(params);
  next.delete(LISTING_PARAM);
  next.set(PAGES_PARAM, String(pagesShown + 1));
  return `?${next}`;
}
