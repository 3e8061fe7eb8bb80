import { queryOptions } from '@tanstack/react-query';
import type { AlertFrequency } from '#shared/constants.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

export const savedSearchesKey = ['saved-searches'] as const;

/** GET /api/saved-searches: the signed-in person's own. */
export const savedSearchesQuery = queryOptions({
  queryKey: savedSearchesKey,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/saved-searches', { signal }),
});

/** GET /api/saved-searches/unsubscribe: what an e-mailed link names (404 for a bad link). */
export const unsubscribeStateQuery = (token: string) =>
  queryOptions({
    queryKey: ['saved-searches', 'unsubscribe', token],
    queryFn: ({ signal, client }) =>
      apiOf(client).get('/api/saved-searches/unsubscribe', { query: { token }, signal }),
  });

export const saveSearch = (
  api: ApiClient,
  body: { name: string; query: string; frequency: AlertFrequency },
) => api.post('/api/saved-searches', { body });

export const updateSavedSearch = (
  api: ApiClient,
  id: string,
  body: { name?: string; frequency?: AlertFrequency },
) => api.patch('/api/saved-searches/{id}', { params: { id }, body });

export const deleteSavedSearch = (api: ApiClient, id: string) =>
  api.delete('/api/saved-searches/{id}', { params: { id } });

export const unsubscribe = (api: ApiClient, token: string) =>
  api.post('/api/saved-searches/unsubscribe', { body: { token } });
