import { describe, expect, it } from 'vitest';
import { communityPath } from '#shared/seo-paths.ts';
import { createUser } from '#tests/helpers/auth.ts';
import { insertListing } from '#tests/helpers/factories.ts';
import { validTourRequest } from '#tests/helpers/tour-request-body.ts';
import type { TestContext } from '#tests/helpers/test-app.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { testAppWithPagesPerFile } from '#tests/helpers/web-pages.ts';

// The account forms sent without the page's script: a POST to the page, handled by the route's
// action on the server, which calls the API in-process (docs/architecture.md §8).
let ctx: TestContext;
testAppWithPagesPerFile((app) => (ctx = app));

const post = (url: string, fields: Record<string, string>, origin = TEST_ORIGIN) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams(fields).toString(),
  });

const PASSWORD = 'violet-harbor-lantern-42';

describe('forms handled by the server', () => {
  it('signs in: a 303 carrying the session cookie, and the next page is signed in', async () => {
    const user = await createUser(ctx.app, { name: 'Nora Noscript' });
    const response = await post('/auth?tab=login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const session = response.cookies.find((c) => c.name.includes('session_token'));
    expect(session?.httpOnly).toBe(true);
    const home = await ctx.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Nora Noscript');
  });

  it('answers a refused sign-in with the page, the message and the email, never the password', async () => {
    const user = await createUser(ctx.app);
    const response = await post('/auth?tab=login', {
      email: user.email,
      password: 'wrong-password-typed-here',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain(`value="${user.email}"`);
    expect(response.body).not.toContain('wrong-password-typed-here');
    expect(response.cookies).toHaveLength(0);
  });

  it('shows the schema messages for a sign-up that breaks the rules, keeping the typed values', async () => {
    const response = await post('/auth?tab=signup', {
      type: 'provider',
      name: 'Pat Provider',
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please enter a valid email address');
    expect(response.body).toContain('Company name is required');
    expect(response.body).toContain('You must agree to the Terms and Privacy Policy');
    expect(response.body).toContain('value="Pat Provider"');
    expect(response.body).not.toContain(PASSWORD);
  });

  it('creates the account and sends the person to sign in', async () => {
    const email = `form-signup-${Date.now()}@example.com`;
    const response = await post('/auth?tab=signup', {
      type: 'seeker',
      name: 'Sam Signup',
      email,
      password: PASSWORD,
      acceptTerms: 'on',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth?tab=login&notice=signed-up');
    const page = await ctx.app.inject({ method: 'GET', url: response.headers.location });
    expect(page.body).toContain('Account created successfully! Please verify your email.');
    const signIn = await post('/auth?tab=login', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(303);
  });

  it('sends a password reset link and says so', async () => {
    const user = await createUser(ctx.app);
    const response = await post('/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/forgot-password?notice=sent');
    const invalid = await post('/forgot-password', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Please enter a valid email address');
  });

  it('refuses a reset with an unknown token with the page and its message', async () => {
    const response = await post('/reset-password?token=not-a-real-token', {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).toContain('role="alert"');
    expect(response.body).not.toContain(PASSWORD);
  });

  it('sends a tour request from the community page, or shows what to fix', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Form Care' });
    const listing = await insertListing(ctx.database.db, provider.id, { title: 'Form House' });
    const page = communityPath(listing);
    const fields = Object.fromEntries(
      Object.entries(validTourRequest()).map(([k, v]) => [k, v === null ? '' : String(v)]),
    );
    const sent = await post(`${page}?tour=request`, fields);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${page}?tour=sent#request-a-tour-section`);
    const confirmation = await ctx.app.inject({ method: 'GET', url: `${page}?tour=sent` });
    expect(confirmation.body).toContain('Tour request sent');

    const refused = await post(`${page}?tour=request`, { ...fields, preferredDate: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose a preferred date');
    expect(refused.body).toContain(`value="${fields.name}"`);
  });

  it('refuses a form sent from another site before doing anything', async () => {
    const user = await createUser(ctx.app);
    const response = await post(
      '/auth?tab=login',
      { email: user.email, password: user.password },
      'https://elsewhere.example',
    );
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });
});
