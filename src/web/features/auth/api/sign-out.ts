import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from './get-me.ts';

export function signOut() {
  return api.post('/api/auth/sign-out');
}

/** Signs out, clears the profile and refreshes every other query for the signed-out view. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.setQueryData(meQueryKey, null);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== meQueryKey[0] && query.queryKey[0] !== 'config',
      });
    },
  });
}
