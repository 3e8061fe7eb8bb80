import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanName } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { providerKeys, publicListingsKey } from './keys.ts';

/** PUT /api/subscription: activates a plan, or switches plan while active. */
export async function selectPlan(plan: PlanName) {
  // The answer's schema (zod) loads with the action, not with the dashboard (decision 015).
  const { subscriptionViewSchema } = await loadSchemas(() => import('#shared/provider-schemas.ts'));
  return api.put('/api/subscription', { plan }, { schema: subscriptionViewSchema });
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
