import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '#web/lib/query-client.ts';

export const configQueryKey = ['config'] as const;

export const configQueryOptions = queryOptions({
  queryKey: configQueryKey,
  // Server features the browser may use, e.g. which social sign-in providers are configured.
  queryFn: ({ signal, client }) => apiOf(client).get('/api/config', { signal }),
  staleTime: Infinity,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
