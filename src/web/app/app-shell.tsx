import { StrictMode, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { SiteUrlContext } from '#web/lib/head.tsx';
import { RequestCookiesContext } from '#web/lib/request-cookies.ts';
import { PhoneFirstContext } from '#web/lib/phone-first.ts';

/** Marks the document once the page is interactive (`html[data-hydrated]`). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * What both the server and the browser render around the router. The tree has the same shape on
 * both sides, so `useId` gives the same ids (labels, aria-controls) to the server's markup and
 * to the hydrated page.
 */
export function AppShell(props: {
  queryClient: QueryClient;
  siteUrl: string;
  /** The request's Cookie header on the server; null in the browser. */
  cookies: string | null;
  /** The server rendered the page for a phone (see PhoneFirstContext). */
  phone: boolean;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteUrlContext value={props.siteUrl}>
        <RequestCookiesContext value={props.cookies}>
          <PhoneFirstContext value={props.phone}>
            <AppProviders queryClient={props.queryClient}>
              {props.children}
              <HydrationMark />
            </AppProviders>
          </PhoneFirstContext>
        </RequestCookiesContext>
      </SiteUrlContext>
    </StrictMode>
  );
}
