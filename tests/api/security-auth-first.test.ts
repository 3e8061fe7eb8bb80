import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#tests/helpers/auth.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

// Hole 5: PATCH /api/me signed out answered 400, so validation ran before authentication and told
// a stranger how the route validates. Every protected route must answer 401 (signed out) or 403
// (wrong role) before it looks at params, query or body.
let ctx: TestContext;
let seeker: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  seeker = await createUser(ctx.app, { type: 'seeker' });
});
afterAll(() => ctx.close());

/** Routes anyone may call; every other registered route must refuse a visitor with 401. */
const PUBLIC = new Set([
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'GET /api/health',
  // The job queue's counts, for monitoring; nothing personal (authorization matrix).
  'GET /api/health/detail',
  // Stripe's webhook: authenticated by its signature, not a session (billing.test.ts).
  'POST /api/billing/webhook',
  'GET /api/config',
  'GET /api/listings',
  'GET /api/listings/:id',
  'POST /api/newsletter',
  'GET /api/website-reviews',
  'GET /api/listings/:id/reviews',
  'POST /api/listings/:id/views',
  'POST /api/listings/:id/inquiries',
  // Families may request a tour signed out (docs/decisions/013).
  'POST /api/listings/:id/tour-requests',
  // A signed-out family's private link opens their one request (docs/decisions/026).
  'GET /api/tour-requests/by-link/:token',
  'POST /api/tour-requests/by-link/:token/withdrawal',
  // The public city × care-type pages' data (docs/decisions/012).
  'GET /api/city-pages/:careType/:state/:city',
  'GET /api/city-pages',
  // Place suggestions for the location box (docs/decisions/038).
  'GET /api/places',
  // The browse map's markers and its offline basemap (docs/decisions/046).
  'GET /api/listings/points',
  'GET /api/map/outlines/:layer',
  // Comparing communities, shared by its address (docs/decisions/044).
  'GET /api/compare',
  // An alert's one-click unsubscribe: authenticated by its signed token (docs/decisions/045).
  'GET /api/saved-searches/unsubscribe',
  'POST /api/saved-searches/unsubscribe',
]);

// Junk everywhere validation could look: an id longer than any id, a query and body of the
// wrong types and unknown fields.
const JUNK_ID = 'x'.repeat(80);
const JUNK_BODY = { name: 42, plan: 'gold', rating: 'many', title: [], unexpected: true };

function junkRequest(route: string) {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const url = `${path.replace(/:\w+/g, JUNK_ID)}?page=-3&limit=huge&type=nope`;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return { method, url, ...(hasBody ? { payload: JUNK_BODY } : {}) };
}

// Routes outside /api (media, robots.txt, sitemaps, pages) serve the public and read no body.
const protectedRoutes = (table: readonly string[]) =>
  table.filter((r) => r.split(' ')[1]?.startsWith('/api/') && !PUBLIC.has(r));

describe('authentication comes before validation', () => {
  it('knows every public route it lists', () => {
    const stale = [...PUBLIC].filter((r) => !ctx.app.routeTable.includes(r));
    expect(stale).toEqual([]);
    expect(protectedRoutes(ctx.app.routeTable).length).toBeGreaterThan(20);
  });

  it('answers 401 to a signed-out caller on every protected route, whatever the request holds', async () => {
    const wrong: string[] = [];
    for (const route of protectedRoutes(ctx.app.routeTable)) {
      const response = await ctx.app.inject({
        ...junkRequest(route),
        headers: { origin: TEST_ORIGIN },
      });
      if (response.statusCode !== 401) wrong.push(`${route} → ${response.statusCode}`);
      else expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect(wrong, 'protected routes that looked at the request before the session').toEqual([]);
  });

  it('answers 403 to a seeker on every provider route before validating', async () => {
    const wrong: string[] = [];
    const providerRoutes = ctx.app.routeTable.filter(
      (r) => r.includes('/api/provider/') || r.endsWith('/api/subscription'),
    );
    expect(providerRoutes.length).toBeGreaterThan(8);
    for (const route of providerRoutes) {
      const response = await ctx.app.inject({
        ...junkRequest(route),
        headers: { origin: TEST_ORIGIN, cookie: seeker.cookie },
      });
      if (response.statusCode !== 403) wrong.push(`${route} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('PATCH /api/me signed out answers 401, not 400', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 42, extra: 'field' },
    });
    expect(response.statusCode).toBe(401);
  });
});
