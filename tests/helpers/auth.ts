import type { App } from '#server/app.ts';
import type { AccountType } from '#shared/constants.ts';
import { TEST_ORIGIN } from './test-app.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

let counter = 0;

export async function signUp(
  app: App,
  overrides: { type?: AccountType; name?: string; company?: string; email?: string } = {},
) {
  counter += 1;
  const type = overrides.type ?? 'seeker';
  const body = {
    name: overrides.name ?? `Test ${type} ${counter}`,
    email: overrides.email ?? `${type}${counter}-${Date.now()}@example.com`,
    password: 'correct-horse-battery',
    type,
    ...(type === 'provider' ? { company: overrides.company ?? 'Sunrise Care LLC' } : {}),
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });
  return { response, body };
}

export async function signIn(app: App, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { response, cookie };
}

/** Signs up and signs in; returns the session cookie to send with later requests. */
export async function createUser(
  app: App,
  overrides: Parameters<typeof signUp>[1] = {},
): Promise<TestUser> {
  const { response, body } = await signUp(app, overrides);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const { response: signedIn, cookie } = await signIn(app, body.email, body.password);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  const id = (signedIn.json() as { user: { id: string } }).user.id;
  return { id, email: body.email, password: body.password, cookie };
}

export function authHeaders(user: TestUser) {
  return { cookie: user.cookie, origin: TEST_ORIGIN };
}

/** A call to the app as `user`'s session, or (null) from a caller with no session and no Origin. */
export function callAs(
  app: App,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: user ? authHeaders(user) : {},
    ...(payload ? { payload } : {}),
  });
}
