import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapshotState } from '#tests/helpers/state-snapshot.ts';
import {
  actorHeaders,
  appWithActors,
  resetWorld,
  type Actor,
  type World,
} from '#tests/helpers/world.ts';
import { bodyNear, deepOrWideText, nastyString, queryNear, tooLong } from './fuzz/arbitraries.ts';
import { FUZZ_TARGETS, PATH_TARGETS } from './fuzz/targets.ts';

// Property-based fuzzing of every JSON body, query string and path id. The same file runs on
// PGlite (npm test) and on PostgreSQL (CI sets DATABASE_URL). FUZZ_RUNS raises the count locally.
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const file = appWithActors();

const STACK_TRACE = /\n\s+at\s|\bat \S+ \(|node_modules|\.[jt]s:\d+/;
const SQL_TEXT =
  /\b(select|insert|update)\b[\s\S]*\b(from|into|set)\b|syntax error|violates|duplicate key|relation "|column "|pglite|postgres|drizzle|failed query/i;

let clientNumber = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as `as`, with `body` (JSON text) when given. */
function send(as: Actor, method: Method, url: string, body?: string) {
  clientNumber += 1;
  return file.ctx.app.inject({
    method,
    url,
    // A different address per request keeps per-client rate limits out of the picture.
    remoteAddress: `10.0.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
    headers: {
      ...actorHeaders(file, as),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** Sends one request and checks the promises that hold for any input whatsoever (and the status, if given). */
async function probeText(
  as: Actor,
  method: Method,
  url: string,
  body?: string,
  expectedStatus?: number,
) {
  const before = method === 'GET' ? null : await snapshotState(file.ctx);
  const response = await send(as, method, url, body);
  const sent = body ?? '';
  const where = `${method} ${url} ${sent.slice(0, 300)} (${sent.length} chars) → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.body, where).not.toMatch(STACK_TRACE);
    expect(response.body, where).not.toMatch(SQL_TEXT);
    const body = response.json();
    expect(typeof body.error?.code, where).toBe('string');
    expect(typeof body.error?.message, where).toBe('string');
    if (before)
      expect(await snapshotState(file.ctx), `a refused call changed state: ${where}`).toEqual(
        before,
      );
  }
  if (expectedStatus !== undefined) expect(response.statusCode, where).toBe(expectedStatus);
}

/** probeText with a value sent as JSON. */
const probe = (
  as: Actor,
  method: Method,
  url: string,
  payload?: unknown,
  expectedStatus?: number,
) =>
  probeText(
    as,
    method,
    url,
    payload === undefined ? undefined : JSON.stringify(payload),
    expectedStatus,
  );

describe('fuzzing', () => {
  it('covers every route that reads a JSON body or a query string', async () => {
    const spec = (await file.ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: object }; parameters?: { in: string }[] }>
      >;
    };
    const needed = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) =>
          op.requestBody
            ? 'application/json' in op.requestBody.content
            : (op.parameters ?? []).some((p) => p.in === 'query'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const covered = new Set(FUZZ_TARGETS.map((t) => t.route));
    const missing = needed.filter((route) => !covered.has(route));
    expect(missing, 'Add a fuzz target to tests/api/fuzz/targets.ts for each').toEqual([]);
  });

  it.each(FUZZ_TARGETS.map((t) => [t.route, t] as const))('%s', async (_route, target) => {
    const world: World = await resetWorld(file.ctx, file.users);
    const method = target.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH';
    const url = target.url(world);
    const input = target.query
      ? queryNear(target.query).map((q) => ({ url: `${url}?${q}`, body: undefined }))
      : bodyNear(target.body ?? {}).map((body) => ({ url, body }));
    await fc.assert(
      fc.asyncProperty(input, (req) => probe(target.as, method, req.url, req.body)),
      { numRuns: RUNS },
    );
  });

  it('deep and wide bodies, to every route that reads a body and every one that ignores it', async () => {
    const world = await resetWorld(file.ctx, file.users);
    const targets = [
      ...FUZZ_TARGETS.filter((t) => t.body).map((t) => ({
        method: t.route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH',
        as: t.as,
        url: t.url(world),
        body: t.body ?? {},
      })),
      ...PATH_TARGETS.filter((t) => t.method !== 'GET').map((t) => ({
        ...t,
        url: t.url.replace('{}', world.listingA),
        body: {},
      })),
    ];
    const request = fc
      .constantFrom(...targets)
      .chain((t) => deepOrWideText(t.body).map((text) => ({ ...t, text })));
    await fc.assert(
      fc.asyncProperty(request, (r) => probeText(r.as, r.method, r.url, r.text)),
      { numRuns: RUNS * 2 },
    );
  });

  it.each(FUZZ_TARGETS.filter((t) => t.limits).map((t) => [t.route, t] as const))(
    '%s refuses every text longer than its maximum',
    async (_route, target) => {
      const world: World = await resetWorld(file.ctx, file.users);
      const method = target.route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH';
      const body = target.body ?? {};
      const overLong = fc.oneof(
        ...Object.entries(target.limits ?? {}).map(([field, max]) =>
          tooLong(body[field], max).map((text) => ({ ...body, [field]: text })),
        ),
      );
      await fc.assert(
        fc.asyncProperty(overLong, (payload) =>
          probe(target.as, method, target.url(world), payload, 400),
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('any text where an id belongs', async () => {
    await resetWorld(file.ctx, file.users);
    const target = fc.constantFrom(...PATH_TARGETS);
    await fc.assert(
      fc.asyncProperty(target, nastyString, (t, id) =>
        probe(
          t.as,
          t.method, // A URL carries UTF-8, so lone surrogates arrive as U+FFFD.
          t.url.replace('{}', encodeURIComponent(Buffer.from(id).toString())),
        ),
      ),
      { numRuns: RUNS * 4 },
    );
  });
});
