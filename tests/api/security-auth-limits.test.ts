import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user as userTable } from '#server/db/schema/index.ts';
import { createUser, signIn } from '#tests/helpers/auth.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimitPerMinute: 3, rateLimitPerMinute: 1000 });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('the sign-in rate limit covers credential attempts only', () => {
  it('after the credential budget is spent, the person can still read the session and sign out', async () => {
    const person = await createUser(ctx.app); // one sign-up and one sign-in: 2 of 3
    const wrong = await signIn(ctx.app, person.email, 'not-the-password');
    expect(wrong.response.statusCode).toBe(401);
    const limited = await signIn(ctx.app, person.email, person.password);
    expect(limited.response.statusCode).toBe(429);

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: person.cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(person.email);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: person.cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
  });

  it('password-reset requests count as credential attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'nobody@example.com', redirectTo: '/reset-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('repeated sign-ups do not reveal that an address has an account', () => {
  let app: TestContext;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const signUpAs = (email: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Twin', email, password: 'correct-horse-battery', type: 'seeker' },
    });

  it('answers concurrent duplicates exactly like a sequential duplicate', async () => {
    await app.reset();
    const first = await signUpAs('taken@example.com');
    const sequential = await signUpAs('taken@example.com');
    expect([first.statusCode, sequential.statusCode]).toEqual([200, 200]);

    const together = await Promise.all(
      Array.from({ length: 6 }, () => signUpAs('race@example.com')),
    );
    expect(together.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const accounts = await app.database.db
      .select()
      .from(userTable)
      .where(eq(userTable.email, 'race@example.com'));
    expect(accounts).toHaveLength(1);
  });
});
