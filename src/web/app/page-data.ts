import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageDataSource } from '#shared/page-render.ts';
import type { ApiClient } from '#web/lib/api-client.ts';

/**
 * The loader context the server passes to route loaders and actions: `api` calls the same server
 * in-process, as the visitor.
 */
export type ServerLoadContext = { queryClient: QueryClient; data: PageDataSource; api: ApiClient };

type ServerLoaderArgs = LoaderFunctionArgs & ServerLoadContext;

const isServerContext = (context: unknown): context is ServerLoadContext =>
  typeof context === 'object' && context !== null && 'data' in context && 'queryClient' in context;

/**
 * A route loader that fills the query cache while the server renders the page: prefetch with the
 * same query options the page's hooks use, taking the data from `data` (the services,
 * in-process). In the browser it does nothing: the hooks find the server's data in the hydrated
 * cache, and fetch over HTTP on later navigations.
 * It may throw `redirect(url, 301)` or `data(null, { status: 404 })` to answer with that status.
 */
export function serverLoader(load: (args: ServerLoaderArgs) => Promise<unknown>) {
  return async (args: LoaderFunctionArgs) => {
    if (!isServerContext(args.context)) return null;
    await load({ ...args, ...args.context });
    return null;
  };
}

/**
 * Export as `shouldRevalidate` beside a `serverLoader`: in the browser that loader has nothing to
 * do, and skipping it keeps same-page navigations (filters in the URL, a dialog's ?listing=)
 * synchronous, as they were before pages had loaders.
 */
export const skipBrowserRevalidation = () => false;
