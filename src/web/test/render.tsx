import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '#web/lib/query-client.ts';
import { Toasts } from '#web/lib/toast.tsx';

/**
 * Renders a component as the app does (src/web/app/providers.tsx, src/web/app/router.tsx): the
 * app's own query client, the toasts, and a data router whose address is `url`. The router is
 * returned so a test can read the address the component wrote (its search parameters, a
 * navigation).
 */
export function renderInApp(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const queryClient = createQueryClient();
  // No pause between keystrokes: the tests wait for what the page shows, not for time.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      {/* What react-router/dom's provider (the app's) adds: updates asked with flushSync. Imported
          from there, it would be a second copy of the router under Vitest (CJS beside ESM). */}
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
      <Toasts />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** The text of the elements an element's aria-describedby points at: its hint and its error. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
