import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { SiteUrlContext } from './head.tsx';
import { RequestCookiesContext } from './request-cookies.ts';

/** What both the server and the browser render around the router. */
export function AppShell(props: {
  queryClient: QueryClient;
  siteUrl: string;
  /** The request's Cookie header on the server; null in the browser. */
  cookies: string | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteUrlContext value={props.siteUrl}>
        <RequestCookiesContext value={props.cookies}>
          <AppProviders queryClient={props.queryClient}>{props.children}</AppProviders>
        </RequestCookiesContext>
      </SiteUrlContext>
    </StrictMode>
  );
}
