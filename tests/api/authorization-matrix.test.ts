import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX, type MatrixRow } from './authorization/matrix-rows.ts';
import { authHeaders, type TestUser } from '#tests/helpers/auth.ts';
import { snapshotState } from '#tests/helpers/state-snapshot.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';
import {
  ACTORS,
  createActors,
  resetWorld,
  type Actor,
  type SignedInActor,
} from '#tests/helpers/world.ts';

let ctx: TestContext;
let users: Record<SignedInActor, TestUser>;
beforeAll(async () => {
  ctx = await createTestApp();
  users = await createActors(ctx);
});
afterAll(() => ctx.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const rowRoutes = new Set(MATRIX.map((row) => row.route));
    const missing = ctx.app.routeTable.filter((route) => !rowRoutes.has(route));
    const stale = [...rowRoutes].filter((route) => !ctx.app.routeTable.includes(route));
    expect(
      missing,
      `These routes have no authorization matrix row: ${missing.join(', ')}.\n` +
        'Add a row per route to tests/api/authorization/matrix-rows.ts saying which status a ' +
        'visitor, a seeker, provider A, provider B and an unsubscribed provider get ' +
        '(copy a similar row), and list the guarantee in SECURITY.md.',
    ).toEqual([]);
    expect(stale, 'Matrix rows for routes the app no longer registers').toEqual([]);
  });

  // Successful calls go last so the refusals all see the untouched fixtures.
  const order = (row: MatrixRow): Actor[] =>
    [...ACTORS].sort((a, b) => Number(row.expect[a] < 400) - Number(row.expect[b] < 400));

  it.each(MATRIX.map((row) => [`${row.route}${row.label ? ` (${row.label})` : ''}`, row] as const))(
    '%s',
    async (_name, row) => {
      const world = await resetWorld(ctx, users);
      const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const seen: Partial<Record<Actor, number>> = {};
      for (const actor of order(row)) {
        const { url, payload, headers } = row.request(world);
        const refusedWrite = WRITES.has(method) && row.expect[actor] >= 400;
        const before = refusedWrite ? await snapshotState(ctx) : null;
        const response = await ctx.app.inject({
          method,
          url,
          headers: {
            ...(actor === 'visitor' ? { origin: TEST_ORIGIN } : authHeaders(users[actor])),
            ...headers,
          },
          ...(payload === undefined ? {} : { payload }),
        });
        seen[actor] = response.statusCode;
        if (response.statusCode !== row.expect[actor]) {
          throw new Error(
            `${actor}: expected ${row.expect[actor]}, got ${response.statusCode} ${response.body.slice(0, 300)}`,
          );
        }
        if (before)
          expect(await snapshotState(ctx), `${actor}'s refused call changed state`).toEqual(before);
        if (response.statusCode < 300 && row.check) {
          const type = String(response.headers['content-type'] ?? '');
          row.check(actor, type.includes('json') ? response.json() : response.body, world);
        }
      }
      expect(seen).toEqual(row.expect);
    },
  );
});
