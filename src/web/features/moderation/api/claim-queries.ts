import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimDecisionInput } from '#shared/claim-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

/** GET /api/admin/claims: claims of unclaimed listings waiting for a decision (admins only). */
export const pendingClaimsQuery = queryOptions({
  queryKey: ['admin', 'claims'] as const,
  queryFn: ({ signal, client }) => apiOf(client).get('/api/admin/claims', { signal }),
});

export const usePendingClaims = () => useQuery(pendingClaimsQuery);

/** POST /api/admin/claims/:claimId/decision; the console refreshes after it. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, input }: { claimId: string; input: ClaimDecisionInput }) =>
      api.post('/api/admin/claims/{claimId}/decision', { params: { claimId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
