import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '#shared/auth-schemas.ts';
import { api, type ApiClient } from '#web/lib/api-client.ts';
import { meQueryKey } from './get-me.ts';

/** Signs in through `client`: the browser's, or the server's in-process one (the /auth form). */
export function signIn(input: SignInInput, client: ApiClient = api) {
  return client.post('/api/auth/sign-in/email', { body: input });
}

/** Signs in, then reloads the profile so the whole app sees the new user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
