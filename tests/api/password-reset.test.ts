import { describe, expect, it } from 'vitest';
import { testAppPerFile, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';
import { createUser, signIn } from '#tests/helpers/auth.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });

/** Asks for a reset link for `email` and returns the token its e-mail leads to. */
async function resetToken(email: string): Promise<string> {
  ctx.sentMail.length = 0;
  await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  const link = new URL(ctx.sentMail[0].text.match(/https?:\/\/\S+/)![0]);
  const landing = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
  return new URL(landing.headers.location as string, TEST_ORIGIN).searchParams.get('token')!;
}

describe('password reset', () => {
  it('emails a one-hour link; the new password works, the old one and old sessions do not', async () => {
    const user = await createUser(ctx.app);
    ctx.sentMail.length = 0;
    const request = await post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(request.statusCode).toBe(200);
    expect(ctx.sentMail).toHaveLength(1);
    expect(ctx.sentMail[0]).toMatchObject({
      to: user.email,
      subject: 'Reset your CareNest password',
    });

    const link = new URL(ctx.sentMail[0].text.match(/https?:\/\/\S+/)![0]);
    const landing = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, TEST_ORIGIN);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', {
      newPassword: 'a-brand-new-password',
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(ctx.app, user.email, user.password)).response.statusCode).toBe(401);
    expect((await signIn(ctx.app, user.email, 'a-brand-new-password')).response.statusCode).toBe(
      200,
    );
    const oldSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(oldSession.statusCode).toBe(401);
    // The token works once.
    expect(
      (await post('/api/auth/reset-password', { newPassword: 'yet-another-password', token }))
        .statusCode,
    ).toBe(400);
  });

  it('a reset or verification asked for under another host name mails links that lead to PUBLIC_URL', async () => {
    const user = await createUser(ctx.app);
    ctx.sentMail.length = 0;
    const elsewhere = { host: 'evil.example', origin: 'http://evil.example' };
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: elsewhere,
      payload: { email: user.email, redirectTo: 'http://evil.example/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: elsewhere,
      payload: { email: user.email, callbackURL: 'http://evil.example/email-verified' },
    });
    expect(resend.statusCode).toBe(200);
    expect(ctx.sentMail).toHaveLength(2);

    for (const mail of ctx.sentMail) {
      const link = mail.text.match(/https?:\/\/\S+/)![0];
      expect(link.startsWith(`${TEST_ORIGIN}/api/auth/`)).toBe(true);
      expect(link).not.toContain('evil');
      // Opened, the link lands on our own page, not on the host that asked for it.
      const url = new URL(link);
      const landing = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
      const target = new URL(landing.headers.location as string, TEST_ORIGIN);
      expect(target.origin).toBe(TEST_ORIGIN);
      expect(['/reset-password', '/email-verified']).toContain(target.pathname);
    }
  });

  it('once the password is reset, every other link still out stops working too', async () => {
    const user = await createUser(ctx.app);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    const reset = await post('/api/auth/reset-password', {
      newPassword: 'a-brand-new-password',
      token: second,
    });
    expect(reset.statusCode).toBe(200);
    const older = await post('/api/auth/reset-password', {
      newPassword: 'someone-elses-password',
      token: first,
    });
    expect(older.statusCode).toBe(400);
    expect((await signIn(ctx.app, user.email, 'a-brand-new-password')).response.statusCode).toBe(
      200,
    );
  });

  it('a password changed while signed in voids the reset links still out; others keep theirs', async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const token = await resetToken(user.email);
    const othersToken = await resetToken(other.email);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'violet-harbor-lantern' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await post('/api/auth/reset-password', {
      newPassword: 'someone-elses-password',
      token,
    });
    expect(stale.statusCode).toBe(400);
    const theirs = await post('/api/auth/reset-password', {
      newPassword: 'another-fresh-password',
      token: othersToken,
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const request = await post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/reset-password',
    });
    expect(request.statusCode).toBe(200);
    expect(ctx.sentMail).toHaveLength(0);
  });

  it('refuses a short new password', async () => {
    const response = await post('/api/auth/reset-password', {
      newPassword: 'short',
      token: 'whatever',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('password reset strength', () => {
  it('refuses an easily guessed new password', async () => {
    const response = await post('/api/auth/reset-password', {
      newPassword: 'sunshine2024',
      token: 'whatever',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('WEAK_PASSWORD');
  });
});

describe('change password', () => {
  const change = (cookie: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: TEST_ORIGIN, cookie },
      payload,
    });

  it('needs the current password and a strong new one, then signs out other devices', async () => {
    const user = await createUser(ctx.app);
    const otherDevice = await signIn(ctx.app, user.email, user.password);
    const wrong = await change(user.cookie, {
      currentPassword: 'not-it-at-all',
      newPassword: 'violet-harbor-lantern',
    });
    expect(wrong.statusCode).toBe(400);
    const weak = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: 'password123',
    });
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    const ok = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: 'violet-harbor-lantern',
      revokeOtherSessions: true,
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(ctx.app, user.email, 'violet-harbor-lantern')).response.statusCode).toBe(
      200,
    );
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: otherDevice.cookie },
    });
    expect(stale.statusCode).toBe(401);
  });
});
