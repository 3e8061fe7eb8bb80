import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { loadSchemas } from '#web/lib/load-schemas.ts';
import { providerKeys, publicListingsKey } from './keys.ts';

/** DELETE /api/subscription: sets the status to canceled. */
export async function cancelSubscription() {
  // The answer's schema (zod) loads with the action, not with the dashboard (decision 015).
  const { subscriptionViewSchema } = await loadSchemas(() => import('#shared/provider-schemas.ts'));
  return api.delete('/api/subscription', undefined, { schema: subscriptionViewSchema });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: providerKeys.all });
      await queryClient.invalidateQueries({ queryKey: publicListingsKey });
    },
  });
}
