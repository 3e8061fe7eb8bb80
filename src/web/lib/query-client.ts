import { QueryClient } from '@tanstack/react-query';
import { api, type ApiClient } from '#web/lib/api-client.ts';

const transports = new WeakMap<QueryClient, ApiClient>();

/**
 * The api client already retries transient failures (502/503/504, network) of idempotent
 * requests, so TanStack Query does not retry on top of it. One client per browser tab, and one
 * per request on the server, where `transport` is the in-process API of that render.
 */
export function createQueryClient(transport: ApiClient = api): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  transports.set(client, transport);
  return client;
}

/**
 * The API a query function calls: the one its query client was made with. So a query's options
 * load the same data one way, from the browser over HTTP and from the server in-process
 * (docs/architecture.md, "One page's life").
 */
export const apiOf = (client: QueryClient): ApiClient => transports.get(client) ?? api;
