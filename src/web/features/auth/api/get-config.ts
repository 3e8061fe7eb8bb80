import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/auth-schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const configQueryKey = ['config'] as const;

/** Server features the browser may use, e.g. which social sign-in providers are configured. */
export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/api/config', { signal });
}

export const configQueryOptions = queryOptions({
  queryKey: configQueryKey,
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: Infinity,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
