import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/report-schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** What is reported: a review (by its id) or a listing (by its public id). */
export type ReportTarget = { kind: 'review' | 'listing'; id: string };

function sendReport({ kind, id }: ReportTarget, input: ReportInput) {
  return kind === 'review'
    ? api.post('/api/reviews/{reviewId}/reports', { params: { reviewId: id }, body: input })
    : api.post('/api/listings/{id}/reports', { params: { id }, body: input });
}

/** POST /api/reviews/:id/reports or /api/listings/:id/reports: once per person and item. */
export function useSendReport(target: ReportTarget) {
  return useMutation({
    mutationFn: (input: ReportInput) => sendReport(target, input),
  });
}
