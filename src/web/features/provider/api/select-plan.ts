import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanName } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';
import { providerKeys, publicListingsKey } from './keys.ts';

/** PUT /api/subscription: activates a plan, or switches plan while active. */
export function selectPlan(plan: PlanName) {
  return api.put('/api/subscription', { body: { plan } });
}

/** Reloads everything that depends on the plan: limits, analytics, the Featured label. */
export function useSelectPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectPlan,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: providerKeys.all });
      await queryClient.invalidateQueries({ queryKey: publicListingsKey });
    },
  });
}
