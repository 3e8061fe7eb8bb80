import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router';
import type { RenderPage } from '#shared/page-render.ts';
import { AppShell } from '#web/app/app-shell.tsx';
import { escapeScriptJson } from '#web/lib/head.tsx';
import { splitHead } from '#web/app/split-head.ts';
import type { PageContext } from '#web/lib/page-data.ts';
import { routes } from '#web/app/router.tsx';
import type { SsrState } from '#web/app/ssr-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { createApiClient } from '#web/lib/api-client.ts';

const handler = createStaticHandler(routes);

/** Error objects as React Router's browser router reads them back (window.__staticRouterHydrationData). */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : 'Error', __type: 'Error' },
    ]),
  );
}

/** The data of every query the page loaded successfully, for the browser's cache. */
function loadedData(queryClient: QueryClient): SsrState['queries'] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data]);
}

const RENDER_TIMEOUT_MS = 10_000;

/**
 * The stream's bytes as one string, decoded once. React writes its markup in chunks of a few
 * kilobytes; decoding each as it came (stream/consumers' text) cost about 0.6 ms of a results
 * page's render.
 */
async function textOf(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page's markup once every lazy part and Suspense boundary has resolved: a prerender, so
 * crawlers and no-JS visitors get it all in place, and no inline script is needed to fill a
 * boundary in (the CSP has none). An error while rendering fails the page; so does a render
 * that never settles.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`The page did not render within ${RENDER_TIMEOUT_MS} ms`)),
    RENDER_TIMEOUT_MS,
  );
  let failure: unknown = null;
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      // React moves a large boundary's markup to the end of the page and reveals it with an
      // inline script; the page must be whole without scripts, so nothing is moved.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary would otherwise leave its fallback for the browser
      // to retry: the page fails instead, as it does outside a boundary.
      onError: (error) => {
        failure ??= error;
      },
    });
    if (failure) throw failure;
    return await textOf(prelude);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders one page for the server: runs the matched routes' loaders with the in-process API,
 * renders the app, and returns the head, the body HTML, the HTTP status and the state the
 * browser hydrates from.
 */
export const render: RenderPage = async (opts) => {
  const api = createApiClient({ fetch: opts.fetch });
  const queryClient = createQueryClient(api);
  const context: PageContext = { queryClient, api, side: 'server' };
  const result = await handler.query(opts.request, { requestContext: context });
  if (result instanceof Response) {
    return {
      kind: 'redirect',
      status: result.status,
      location: result.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, result);
  const markup = await renderToHtml(
    <AppShell
      queryClient={queryClient}
      siteUrl={opts.siteUrl}
      cookies={opts.request.headers.get('cookie') ?? ''}
      phone={opts.phone}
    >
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </AppShell>,
  );
  const { head, html } = splitHead(markup);
  const state: SsrState = {
    siteUrl: opts.siteUrl,
    phone: opts.phone,
    router: {
      loaderData: result.loaderData,
      actionData: result.actionData,
      errors: serializeErrors(result.errors),
    },
    queries: loadedData(queryClient),
  };
  return {
    kind: 'page',
    status: result.statusCode,
    head,
    html,
    state: escapeScriptJson(JSON.stringify(state)),
  };
};
