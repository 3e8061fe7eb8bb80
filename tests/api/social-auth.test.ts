import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
let withGoogle: App;
beforeAll(async () => {
  ctx = await createTestApp();
  withGoogle = await buildApp({
    database: ctx.database,
    storage: ctx.storage,
    mailer: { send: async () => {} },
    config: {
      ...ctx.app.deps.config,
      social: { google: { clientId: 'test-client', clientSecret: 'test-secret' } },
    },
  });
});
afterAll(async () => {
  await withGoogle.close();
  await ctx.close();
});

describe('social sign-in', () => {
  it('reports no providers when none is configured, and refuses to start one', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toEqual({
      socialProviders: { google: false, facebook: false },
      billing: false,
      mapStyleUrl: null,
    });
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(start.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('starts Google sign-in when a client id and secret are configured', async () => {
    const config = await withGoogle.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toEqual({
      socialProviders: { google: true, facebook: false },
      billing: false,
      mapStyleUrl: null,
    });
    const start = await withGoogle.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client');
  });
});
