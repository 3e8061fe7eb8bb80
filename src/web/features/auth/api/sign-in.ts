import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '#shared/auth-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from './get-me.ts';

export function signIn(input: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', input);
}

/** Signs in, then reloads the profile so the whole app sees the new user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
