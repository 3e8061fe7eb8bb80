import type { ReactNode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { dehydrate } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router';
import type { RenderPage } from '#shared/page-render.ts';
import { AppShell } from '#web/app/app-shell.tsx';
import { createHeadSink, escapeScriptJson, headHtml, headTags } from '#web/app/head.tsx';
import type { ServerLoadContext } from '#web/app/page-data.ts';
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

const RENDER_TIMEOUT_MS = 10_000;

/**
 * The page's markup once every lazy part and Suspense boundary has resolved (crawlers and no-JS
 * visitors get it all, and no inline script is needed to fill a boundary in: the CSP has none).
 * `react` is preact/compat (docs/decisions/017); preact-render-to-string is its server renderer.
 * An error while rendering fails the page, as an error in React's shell did.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // A render that never settles would hold the request forever.
    timer = setTimeout(
      () => reject(new Error(`The page did not render within ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([renderToStringAsync(element as unknown as VNode), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders one page for the server: runs the matched routes' loaders with the in-process data
 * source, renders the app, and returns the head, the body HTML, the HTTP status and the state the
 * browser hydrates from.
 */
export const render: RenderPage = async (opts) => {
  const queryClient = createQueryClient();
  const api = createApiClient({ fetch: opts.fetch });
  const context: ServerLoadContext = { queryClient, data: opts.data, api };
  const result = await handler.query(opts.request, { requestContext: context });
  if (result instanceof Response) {
    return {
      kind: 'redirect',
      status: result.status,
      location: result.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, result);
  const head = createHeadSink();
  const html = await renderToHtml(
    <AppShell
      queryClient={queryClient}
      siteUrl={opts.siteUrl}
      headSink={head.sink}
      cookies={opts.request.headers.get('cookie') ?? ''}
    >
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </AppShell>,
  );
  const tags = [
    ...(head.tags() ?? headTags({ title: 'Find senior living communities' }, '/', opts.siteUrl)),
    ...head.preloads(),
  ];
  const state: SsrState = {
    siteUrl: opts.siteUrl,
    router: {
      loaderData: result.loaderData,
      actionData: result.actionData,
      errors: serializeErrors(result.errors),
    },
    queries: dehydrate(queryClient),
  };
  return {
    kind: 'page',
    status: result.statusCode,
    head: headHtml(tags),
    html,
    state: escapeScriptJson(JSON.stringify(state)),
  };
};
