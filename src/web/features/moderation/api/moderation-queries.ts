import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DecisionInput,
  ModerationActionList,
  ModerationActionView,
  OpenReportList,
} from '#shared/report-schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const openReportsKey = ['admin', 'reports'] as const;
export const moderationActionsKey = ['admin', 'actions'] as const;

/** GET /api/admin/reports: open reports, newest first, with their items (admins only). */
export function useOpenReports() {
  return useQuery({
    queryKey: openReportsKey,
    queryFn: ({ signal }) => api.get<OpenReportList>('/api/admin/reports', { signal }),
  });
}

/** GET /api/admin/actions: the audit record, newest first (admins only). */
export function useModerationActions() {
  return useQuery({
    queryKey: moderationActionsKey,
    queryFn: ({ signal }) => api.get<ModerationActionList>('/api/admin/actions', { signal }),
  });
}

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
