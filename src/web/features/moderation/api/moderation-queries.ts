import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DecisionInput,
  ModerationActionList,
  ModerationActionView,
  OpenReportList,
} from '#shared/report-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

export const openReportsKey = ['admin', 'reports'] as const;
export const moderationActionsKey = ['admin', 'actions'] as const;

/** GET /api/admin/reports: open reports, newest first, with their items (admins only). */
export const openReportsQuery = queryOptions({
  queryKey: openReportsKey,
  queryFn: ({ signal, client }) =>
    apiOf(client).get<OpenReportList>('/api/admin/reports', { signal }),
});

/** GET /api/admin/actions: the audit record, newest first (admins only). */
export const moderationActionsQuery = queryOptions({
  queryKey: moderationActionsKey,
  queryFn: ({ signal, client }) =>
    apiOf(client).get<ModerationActionList>('/api/admin/actions', { signal }),
});

export const useOpenReports = () => useQuery(openReportsQuery);
export const useModerationActions = () => useQuery(moderationActionsQuery);

/** POST /api/admin/reports/:reportId/decision; the console and its log refresh after it. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, input }: { reportId: string; input: DecisionInput }) =>
      api.post<ModerationActionView>(
        `/api/admin/reports/${encodeURIComponent(reportId)}/decision`,
        input,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
