import { QueryClient } from '@tanstack/react-query';

/**
 * The api client already retries transient failures (502/503/504, network) of idempotent
 * requests, so TanStack Query does not retry on top of it. One client per browser tab, and one
 * per request on the server.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
