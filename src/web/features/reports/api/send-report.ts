import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/report-schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** What is reported: a review (by its id) or a listing (by its public id). */
export type ReportTarget = { kind: 'review' | 'listing'; id: string };

const reportPath = ({ kind, id }: ReportTarget) =>
  `/api/${kind === 'review' ? 'reviews' : 'listings'}/${encodeURIComponent(id)}/reports`;

/** POST /api/reviews/:id/reports or /api/listings/:id/reports: once per person and item. */
export function useSendReport(target: ReportTarget) {
  return useMutation({
    mutationFn: (input: ReportInput) => api.post<{ id: string }>(reportPath(target), input),
  });
}
