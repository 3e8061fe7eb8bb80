import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyTourRequest } from '#shared/tour-request-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { apiOf } from '#web/lib/query-client.ts';
import { tourRequestKeys } from './keys.ts';

const linkUrl = (token: string) => `/api/tour-requests/by-link/${encodeURIComponent(token)}`;

/** GET /api/tour-requests/by-link/:token: the one request a signed-out family's link opens. */
export const tourRequestByLinkQuery = (token: string) =>
  queryOptions({
    queryKey: tourRequestKeys.byLink(token),
    queryFn: ({ signal, client }) =>
      apiOf(client).get<FamilyTourRequest>(linkUrl(token), { signal }),
  });

export function useTourRequestByLink(token: string) {
  return useQuery(tourRequestByLinkQuery(token));
}

export function useWithdrawByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // The answer's schema (zod) loads with the action, not with the page (decision 015).
      const { familyTourRequestSchema } = await loadSchemas(
        () => import('#shared/tour-request-schemas.ts'),
      );
      return api.post(`${linkUrl(token)}/withdrawal`, undefined, {
        schema: familyTourRequestSchema,
      });
    },
    onSuccess: (request) => queryClient.setQueryData(tourRequestKeys.byLink(token), request),
  });
}
