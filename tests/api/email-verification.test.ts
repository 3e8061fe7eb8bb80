import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user as userTable } from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, signUp } from '#tests/helpers/auth.ts';

// The link in the verification email lands on a page that says how it went.

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const lastLink = () => new URL(ctx.sentMail.at(-1)!.text.match(/https?:\/\/\S+/)![0]);
const open = (link: URL) =>
  ctx.app.inject({ method: 'GET', url: link.pathname + link.search, headers: {} });
const me = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json() as {
    emailVerified: boolean;
  };

describe('email verification', () => {
  it('the emailed link verifies the address and lands on /email-verified', async () => {
    const { body } = await signUp(ctx.app);
    const link = lastLink();
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/email-verified');
    const response = await open(link);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/email-verified');
    const [row] = await ctx.database.db
      .select()
      .from(userTable)
      .where(eq(userTable.email, body.email));
    expect(row.emailVerified).toBe(true);
  });

  it('a broken or tampered link lands on /email-verified with the reason', async () => {
    await signUp(ctx.app);
    const link = lastLink();
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const response = await open(link);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/email-verified?error=INVALID_TOKEN');
  });

  it('GET /api/me says whether the address is verified', async () => {
    const person = await createUser(ctx.app);
    expect(await me(person.cookie)).toMatchObject({ emailVerified: false });
    await open(lastLink());
    expect(await me(person.cookie)).toMatchObject({ emailVerified: true });
  });

  it('a signed-in person can ask for a new link, which also lands on /email-verified', async () => {
    const person = await createUser(ctx.app);
    const before = ctx.sentMail.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: authHeaders(person),
      // Whatever callback a client asks for, the emailed link lands on our page.
      payload: { email: person.email, callbackURL: '/somewhere-else' },
    });
    expect(response.statusCode).toBe(200);
    expect(ctx.sentMail).toHaveLength(before + 1);
    expect(ctx.sentMail.at(-1)!.to).toBe(person.email);
    expect(lastLink().searchParams.get('callbackURL')).toBe('/email-verified');
    expect((await open(lastLink())).headers.location).toBe('/email-verified');
    expect(await me(person.cookie)).toMatchObject({ emailVerified: true });
  });

  it('asking again once verified is refused and sends nothing', async () => {
    const person = await createUser(ctx.app);
    await open(lastLink());
    const before = ctx.sentMail.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: authHeaders(person),
      payload: { email: person.email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('EMAIL_ALREADY_VERIFIED');
    expect(ctx.sentMail).toHaveLength(before);
  });
});
