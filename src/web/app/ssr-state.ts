import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands to the browser with the HTML (as JSON, so the CSP needs no inline
 * script): the router's loader data and errors, the query cache and the site's public URL.
 */
export type SsrState = {
  siteUrl: string;
  router: HydrationState;
  queries: DehydratedState;
};
