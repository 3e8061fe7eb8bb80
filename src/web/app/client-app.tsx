import { startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppShell } from '#web/app/app-shell.tsx';
import { createAppRouter, routes } from '#web/app/router.tsx';
import type { SsrState } from '#web/app/ssr-state.ts';
import { cn } from '#web/lib/cn.ts';
import { nextTask } from '#web/lib/next-task.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: SsrState['router'];
  }
}

/**
 * The server rendered the matched pages; load their code before hydrating so the first client
 * render is the same markup instead of a loading state.
 */
async function loadMatchedPages() {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** Hydrates the server's page: its routes' code, the query cache, the router, then React. */
export async function startApp(
  container: HTMLElement,
  state: SsrState,
  hydrateReactRoot: typeof hydrateRoot,
) {
  await loadMatchedPages();
  const queryClient = createQueryClient();
  for (const [key, data] of state.queries) queryClient.setQueryData(key, data);
  // React Router reads its hydration data (and revives error objects) from this global.
  window.__staticRouterHydrationData = state.router;
  const router = createAppRouter(queryClient);
  await nextTask();
  // tailwind-merge builds its class table on first use: here, not inside the hydration pass.
  cn('p-0');
  await nextTask();
  // In a transition the first hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of hydrating the whole shell in one long task (a click meanwhile makes
  // it finish at once and is replayed).
  startTransition(() => {
    hydrateReactRoot(
      container,
      <AppShell
        queryClient={queryClient}
        siteUrl={state.siteUrl}
        cookies={null}
        phone={state.phone}
      >
        <RouterProvider router={router} />
      </AppShell>,
      {
        // A page whose server markup the browser cannot hydrate is a bug: say so in the console
        // (the browser tests fail on it) as React's development build does.
        onRecoverableError: (error) => console.error('Hydration error:', error),
      },
    );
  });
}
