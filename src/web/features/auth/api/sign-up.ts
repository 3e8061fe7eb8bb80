import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '#shared/auth-schemas.ts';
import { api, type ApiClient } from '#web/lib/api-client.ts';

/** Creates the account. It does not sign in: the user signs in afterwards. */
export function signUp(input: SignUpInput, client: ApiClient = api) {
  const { type, name, email, password, company } = input;
  const body =
    type === 'provider'
      ? { type, name, email, password, company }
      : { type, name, email, password };
  return client.post('/api/auth/sign-up/email', { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: (input: SignUpInput) => signUp(input) });
}
