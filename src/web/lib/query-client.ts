import { QueryClient } from '@tanstack/react-query';

/**
 * The api client already retries transient failures (502/503/504, network) of idempotent
 * requests, so TanStack Query does not retry on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
