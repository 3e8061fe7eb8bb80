import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecisionInput } from '#shared/report-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

export const openReportsKey = ['admin', 'reports'] as const;
export const moderationActionsKey = ['admin', 'actions'] as const;

/** GET /api/admin/reports: open reports, newest first, with their items (admins only). */
export const openReportsQuery = queryOptions({
  queryKey: openReportsKey,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/admin/reports', { signal }),
});

/** GET /api/admin/actions: the audit record, newest first (admins only). */
export const moderationActionsQuery = queryOptions({
  queryKey: moderationActionsKey,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/admin/actions', { signal }),
});

export const useOpenReports = () => useQuery(openReportsQuery);
export const useModerationActions = () => useQuery(moderationActionsQuery);

/** POST /api/admin/reports/:reportId/decision; the console and its log refresh after it. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, input }: { reportId: string; input: DecisionInput }) =>
      api.post('/api/admin/reports/{reportId}/decision', { params: { reportId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
