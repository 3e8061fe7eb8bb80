import type { QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands to the browser with the HTML (as JSON, so the CSP needs no inline
 * script): the router's loader data and errors, the query data and the site's public URL.
 */
export type SsrState = {
  siteUrl: string;
  /** The page was rendered for a phone (RenderPage's `phone`); the first browser render agrees. */
  phone: boolean;
  router: HydrationState;
  /**
   * The data of the queries the page loaded, by key: only the data, so the same data gives the
   * same bytes (the page's ETag repeats) and nothing about when it was fetched travels twice.
   */
  queries: Array<[QueryKey, unknown]>;
};
