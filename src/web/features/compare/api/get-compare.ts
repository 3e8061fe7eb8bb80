import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '#web/lib/query-client.ts';

/** What a /compare address asks for: `ids` as written (the server checks them) and `near`. */
export type CompareRequest = { ids: string; near: string | null };

export const compareRequestOf = (params: URLSearchParams): CompareRequest => ({
  ids: params.get('ids') ?? '',
  near: params.get('near'),
});

/** GET /api/compare; a malformed address answers 400 (ApiError with the server's message). */
export const compareQuery = ({ ids, near }: CompareRequest) =>
  queryOptions({
    queryKey: ['compare', ids, near],
    queryFn: ({ signal, client }) =>
      apiOf(client).get('/api/compare', { query: { ids, near }, signal }),
  });

/** Asked only for an address that names communities (an empty /compare asks nothing). */
export const useCompare = (request: CompareRequest) =>
  useQuery({ ...compareQuery(request), enabled: Boolean(request.ids) });
