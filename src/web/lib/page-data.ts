import type { QueryClient } from '@tanstack/react-query';
import {
  data as routeData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { ApiError, type ApiClient } from '#web/lib/api-client.ts';

/**
 * What route loaders and actions get beside React Router's arguments, on both sides: the query
 * client the page reads from, and the API it calls (over HTTP in the browser; in-process, as the
 * visitor, while the server renders).
 */
export type PageContext = {
  queryClient: QueryClient;
  api: ApiClient;
  /** Where the loader runs: the server renders once the data is there, always. */
  side: 'server' | 'browser';
};

type PageLoaderArgs = LoaderFunctionArgs & PageContext;

export const isPageContext = (context: unknown): context is PageContext =>
  typeof context === 'object' && context !== null && 'queryClient' in context && 'side' in context;

/**
 * A route loader: fills the query cache with the same query options the page's hooks read, so the
 * server renders the page with its data and a client-side navigation loads it the same way
 * (docs/architecture.md, "One page's life"). It may throw `redirect(url, 301)` or
 * `data(null, { status: 404 })` to answer with that status.
 *
 * `holdsNavigation: false` is for a page that shows its own loading state (skeleton cards) and
 * decides no status: in the browser it appears at once and its data follows; the loader only
 * prefetches, so a failure shows in the page, not as its error boundary.
 */
export function pageLoader(
  load: (args: PageLoaderArgs) => Promise<unknown>,
  { holdsNavigation = true } = {},
) {
  return async (args: LoaderFunctionArgs) => {
    if (!isPageContext(args.context)) {
      throw new Error('Route loaders need the page context (queryClient, api, side)');
    }
    const loading = load({ ...args, ...args.context });
    if (holdsNavigation || args.context.side === 'server') await loading;
    else loading.catch(() => undefined);
    return null;
  };
}

/**
 * The API's 404 as the page's 404: the route's error boundary shows the not-found page, and the
 * server answers with that status.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw routeData(null, { status: 404 });
    throw error;
  }
}

/**
 * A page's loader runs again when the path changes (another community, another city), not when
 * only the query does: filters in the URL and a dialog's `?listing=` stay synchronous, and the
 * page's hooks fetch what they need with the same query options.
 */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
