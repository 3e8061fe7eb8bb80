import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '#tests/helpers/auth.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

// Hole 8: changing the password left the other devices signed in unless the client asked.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const session = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

async function changeFromOneDevice(extra: object) {
  const user = await createUser(ctx.app);
  const other = await signIn(ctx.app, user.email, user.password);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload: { currentPassword: user.password, newPassword: 'violet-harbor-lantern', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (await session(other.cookie)).json();
}

describe('changing the password', () => {
  it('signs the other devices out when the client does not say', async () => {
    expect(await changeFromOneDevice({})).toBeNull();
  });

  it('keeps them signed in only when the client asks', async () => {
    expect(await changeFromOneDevice({ revokeOtherSessions: false })).not.toBeNull();
  });
});
