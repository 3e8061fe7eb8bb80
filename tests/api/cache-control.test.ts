import { describe, expect, it } from 'vitest';
import { MATRIX } from './authorization/matrix-rows.ts';
import {
  ACTORS,
  actorHeaders,
  appWithActors,
  resetWorld,
  type Actor,
} from '#tests/helpers/world.ts';

// A shared cache (a CDN, a proxy, the browser's back button on a shared computer) must never
// keep an answer that depends on who asked. Which answers do is measured, not listed: every GET
// route is asked by each kind of caller, and a route whose answer differs between them is
// personal. Its answers say `private, no-store`; an answer that is the same for everyone keeps
// its own caching.
const file = appWithActors();
const PERSONAL = 'private, no-store';
/** The same for every caller, but private to whoever holds the link in its address. */
const PRIVATE_BY_ADDRESS = new Set(['GET /api/tour-requests/by-link/:token']);

/** Status and body, without what differs on every request. */
const answerOf = (response: { statusCode: number; body: string }) =>
  `${response.statusCode} ${response.body.replace(/"requestId":"[^"]+"/, '')}`;

describe('Cache-Control of GET answers', () => {
  it('is private, no-store on every answer that depends on the session, and only there', async () => {
    const world = await resetWorld(file.ctx, file.users);
    const personal: string[] = [];
    const shared: string[] = [];
    for (const row of MATRIX.filter((r) => r.route.startsWith('GET '))) {
      const { url, headers } = row.request(world);
      const answers = new Map<Actor, { answer: string; cacheControl: unknown }>();
      for (const actor of ACTORS) {
        const response = await file.ctx.app.inject({
          url,
          headers: { ...actorHeaders(file, actor), ...headers },
        });
        answers.set(actor, {
          answer: answerOf(response),
          cacheControl: response.headers['cache-control'],
        });
      }
      const dependsOnSession = new Set([...answers.values()].map((a) => a.answer)).size > 1;
      (dependsOnSession ? personal : shared).push(row.route);
      for (const [actor, { cacheControl }] of answers) {
        const where = `${row.route} (${url}) as ${actor}`;
        if (dependsOnSession || PRIVATE_BY_ADDRESS.has(row.route)) {
          expect(cacheControl, where).toBe(PERSONAL);
        } else expect(cacheControl, where).not.toBe(PERSONAL);
      }
    }
    // The walk must tell both kinds apart: these are personal, whatever else it finds…
    expect(personal).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'GET /api/favorites',
        'GET /api/me/tour-requests',
        'GET /api/provider/tour-requests',
        'GET /api/subscription',
        'GET /api/provider/analytics',
        'GET /api/auth/*',
      ]),
    );
    // …and these are the same for everyone.
    expect(shared).toEqual(
      expect.arrayContaining(['GET /api/listings', 'GET /api/listings/:id', 'GET /api/health']),
    );
  });
});
