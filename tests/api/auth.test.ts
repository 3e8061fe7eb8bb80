import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, user as userTable } from '#server/db/schema/index.ts';
import { testAppPerFile, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, signIn, signUp } from '#tests/helpers/auth.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

describe('sign-up', () => {
  it('creates a seeker with a profile row and sends a verification email', async () => {
    const { response, body } = await signUp(ctx.app, { name: 'Maria Lopez' });
    expect(response.statusCode).toBe(200);
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, body.email));
    expect(profile).toMatchObject({
      name: 'Maria Lopez',
      type: 'seeker',
      company: null,
      phone: '',
    });
    expect(ctx.sentMail.map((m) => m.to)).toEqual([body.email]);
    expect(ctx.sentMail[0].text).toContain('/api/auth/verify-email?token=');
  });

  it('answers a second sign-up with an address as the first, and mails its owner the way in', async () => {
    const { body } = await signUp(ctx.app, { name: 'Ana Ruiz' });
    ctx.sentMail.length = 0;
    const { response } = await signUp(ctx.app, { name: 'Someone Else', email: body.email });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(ctx.sentMail).toHaveLength(1));
    const [mail] = ctx.sentMail;
    expect(mail).toMatchObject({ to: body.email, subject: 'You already have a CareNest account' });
    expect(mail.text).toContain('Hello Ana Ruiz');
    expect(mail.text).toContain('/auth\n');
    expect(mail.text).toContain('/forgot-password');
    expect(
      await ctx.database.db.select().from(userTable).where(eq(userTable.email, body.email)),
    ).toHaveLength(1);
  });

  it('does not sign the person in (they sign in next)', async () => {
    const { response } = await signUp(ctx.app);
    expect(response.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
  });

  it('creates a provider with the company on the profile', async () => {
    const { body } = await signUp(ctx.app, {
      type: 'provider',
      company: 'Evergreen Senior Living',
    });
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, body.email));
    expect(profile).toMatchObject({ type: 'provider', company: 'Evergreen Senior Living' });
  });

  it('rejects a provider without a company and creates nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'No Company',
        email: 'noco@example.com',
        password: 'long-enough-pw',
        type: 'provider',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Company name is required');
    expect(await ctx.database.db.select().from(userTable)).toHaveLength(0);
  });

  it.each(['admin', 'superuser', ''])('rejects account type %j with 400', async (type) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Eve', email: `eve-${type}@example.com`, password: 'long-enough-pw', type },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(await ctx.database.db.select().from(profiles)).toHaveLength(0);
  });

  it('rejects a password shorter than 8 characters', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Short', email: 'short@example.com', password: 'short', type: 'seeker' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Password must be at least 8 characters');
  });

  it('the database refuses a profile type outside seeker/provider even if code is bypassed', async () => {
    await expect(
      ctx.database.db
        .insert(userTable)
        .values({ id: 'x1', name: 'X', email: 'x@example.com', type: 'admin' }),
    ).rejects.toThrow();
    expect(await ctx.database.db.select().from(profiles)).toHaveLength(0);
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs in with an httpOnly SameSite=Lax session cookie and /api/me returns the profile', async () => {
    const user = await createUser(ctx.app, {
      type: 'provider',
      name: 'Pat Provider',
      company: 'Acme Care',
    });
    const { response } = await signIn(ctx.app, user.email, user.password);
    const sessionCookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.id,
      email: user.email,
      name: 'Pat Provider',
      type: 'provider',
      profileImage: null,
      phone: '',
      createdAt: expect.any(String),
      emailVerified: false,
      company: 'Acme Care',
    });
  });

  it('a seeker profile view has no company field', async () => {
    const user = await createUser(ctx.app);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(me.json()).not.toHaveProperty('company');
  });

  it('wrong password → 401 with the server message in the error shape', async () => {
    const user = await createUser(ctx.app);
    const { response } = await signIn(ctx.app, user.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { message: 'Invalid email or password' },
      requestId: expect.any(String),
    });
  });

  it('/api/me without a session → 401', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('a request without any cookie is nobody, without a session lookup; with one, it is looked up', async () => {
    const lookUp = vi.spyOn(ctx.app.deps.auth.api, 'getSession');
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
      expect(lookUp).not.toHaveBeenCalled();
      const other = { cookie: 'sidebar=collapsed' };
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: other });
      expect(me.statusCode).toBe(401);
      expect(lookUp).toHaveBeenCalledTimes(1);
    } finally {
      lookUp.mockRestore();
    }
  });

  it('sign-out revokes the session on the server', async () => {
    const user = await createUser(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...authHeaders(user), 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    // Replaying the old cookie must not work: the session row is gone.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(401);
  });

  it('the account type cannot be changed through the auth API', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: authHeaders(user),
      payload: { type: 'provider' },
    });
    expect(response.statusCode).toBe(404);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.type).toBe('seeker');
  });
});

describe('password strength', () => {
  it('refuses an easily guessed password at sign-up and creates nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'Sam Weak',
        email: 'sam@example.com',
        password: 'password123',
        type: 'seeker',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: expect.stringMatching(/too easy to guess/),
    });
    expect(await ctx.database.db.select().from(userTable)).toHaveLength(0);
  });

  it('refuses a password made of the person’s own name', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'Zephyrina Quattrocchi',
        email: 'zq@example.com',
        password: 'zephyrinaquattrocchi',
        type: 'seeker',
      },
    });
    expect(response.statusCode).toBe(400);
  });
});
