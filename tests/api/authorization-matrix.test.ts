import { describe, expect, it } from 'vitest';
import { MATRIX, type MatrixRow } from './authorization/matrix-rows.ts';
import { snapshotState } from '#tests/helpers/state-snapshot.ts';
import {
  ACTORS,
  actorHeaders,
  appWithActors,
  resetWorld,
  type Actor,
  type World,
} from '#tests/helpers/world.ts';

const file = appWithActors();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The row's request, sent as `actor`. */
function send(actor: Actor, method: Method, row: MatrixRow, world: World) {
  const { url, payload, headers } = row.request(world);
  return file.ctx.app.inject({
    method,
    url,
    headers: { ...actorHeaders(file, actor), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The body as a row's check reads it: parsed JSON, or the text. */
function bodyOf(response: Awaited<ReturnType<typeof send>>): unknown {
  const type = String(response.headers['content-type'] ?? '');
  return type.includes('json') ? response.json() : response.body;
}

/**
 * Calls the row's route as `actor` and checks the status it expects, that a refused write left
 * the state as it was, and the row's own check of a success. Returns the status.
 */
async function checkActor(row: MatrixRow, actor: Actor, world: World): Promise<number> {
  const method = row.route.split(' ')[0] as Method;
  const refusedWrite = WRITES.has(method) && row.expect[actor] >= 400;
  const before = refusedWrite ? await snapshotState(file.ctx) : null;
  const response = await send(actor, method, row, world);
  if (response.statusCode !== row.expect[actor]) {
    throw new Error(
      `${actor}: expected ${row.expect[actor]}, got ${response.statusCode} ${response.body.slice(0, 300)}`,
    );
  }
  if (before)
    expect(await snapshotState(file.ctx), `${actor}'s refused call changed state`).toEqual(before);
  if (response.statusCode < 300 && row.check) row.check(actor, bodyOf(response), world);
  return response.statusCode;
}

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const routeTable = file.ctx.app.routeTable;
    const rowRoutes = new Set(MATRIX.map((row) => row.route));
    const missing = routeTable.filter((route) => !rowRoutes.has(route));
    const stale = [...rowRoutes].filter((route) => !routeTable.includes(route));
    expect(
      missing,
      `These routes have no authorization matrix row: ${missing.join(', ')}.\n` +
        'Add a row per route to tests/api/authorization/matrix-rows.ts saying which status a ' +
        'visitor, a seeker, provider A, provider B, an unsubscribed provider and an admin get ' +
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
      const world = await resetWorld(file.ctx, file.users);
      const seen: Partial<Record<Actor, number>> = {};
      for (const actor of order(row)) seen[actor] = await checkActor(row, actor, world);
      expect(seen).toEqual(row.expect);
    },
  );
});
