import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { HeadContext, type HeadSink } from './head.tsx';
import { RequestCookiesContext } from './request-cookies.ts';

/** What both the server and the browser render around the router. */
export function AppShell(props: {
  queryClient: QueryClient;
  siteUrl: string;
  headSink: HeadSink | null;
  /** The request's Cookie header on the server; null in the browser. */
  cookies: string | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <HeadContext value={{ siteUrl: props.siteUrl, sink: props.headSink }}>
        <RequestCookiesContext value={props.cookies}>
          <AppProviders queryClient={props.queryClient}>{props.children}</AppProviders>
        </RequestCookiesContext>
      </HeadContext>
    </StrictMode>
  );
}
