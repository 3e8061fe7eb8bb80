import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceSuggestions } from '#shared/place-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';
import { toPublicListingId } from '#shared/listing-id.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';
import { authHeaders, createUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';

// The location box suggests community names below the places (docs/decisions/038): published
// communities whose name the typed words start, a few at most, and the places even when the
// names cannot be read. Without the built-in samples, so the rows below are all there is.
let ctx: TestContext;
let roseId: string;
afterAll(() => ctx.close());

beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
  const db = ctx.database.db;
  const provider = await insertProvider(db);
  const rose = await insertListing(db, provider, {
    title: 'Rose City Gardens',
    city: 'Portland',
    state: 'OR',
  });
  roseId = toPublicListingId(rose.id);
  await insertListing(db, provider, {
    title: 'Seaside Rose Cottage',
    city: 'Seaside',
    state: 'OR',
  });
  await insertListing(db, provider, { title: 'Rosewood Draft House', draft: true });
  for (const n of [1, 2, 3, 4, 5]) {
    await insertListing(db, provider, { title: `Harbor View ${n}`, city: 'Tacoma', state: 'WA' });
  }
});

async function suggest(q: string): Promise<PlaceSuggestions> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/places?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (answer: PlaceSuggestions) => answer.communities.map((c) => c.title);

describe('community names in GET /api/places', () => {
  it('suggests a community whose name starts with the text, with where it is and its id', async () => {
    const answer = await suggest('Rose Ci');
    expect(answer.communities).toEqual([
      { id: roseId, title: 'Rose City Gardens', place: 'Portland, OR' },
    ]);
    // The id builds the community's page, as every other link to it does.
    expect(communityPath(answer.communities[0])).toBe(`/communities/rose-city-gardens-${roseId}`);
  });

  it('matches the start of any word of the name, names starting with the text first, never a draft', async () => {
    expect(names(await suggest('rose'))).toEqual(['Rose City Gardens', 'Seaside Rose Cottage']);
    expect(names(await suggest('gard'))).toEqual(['Rose City Gardens']);
    expect(names(await suggest('rosewood'))).toEqual([]);
  });

  it('several words match a name from its start', async () => {
    expect(names(await suggest('seaside  ROSE'))).toEqual(['Seaside Rose Cottage']);
    expect(names(await suggest('rose city g'))).toEqual(['Rose City Gardens']);
    expect(names(await suggest('city gardens'))).toEqual([]);
    expect(names(await suggest('rose ci%'))).toEqual([]);
  });

  it('shows a few at most, and the places keep the rest of the list', async () => {
    const answer = await suggest('harbor');
    expect(names(answer)).toEqual(['Harbor View 1', 'Harbor View 2', 'Harbor View 3']);
    expect(answer.places.length + answer.communities.length).toBeLessThanOrEqual(8);
  });

  it('places still come first and alone for a ZIP or two letters', async () => {
    const seat = await suggest('Seat');
    expect(seat.places[0]).toMatchObject({ kind: 'city', label: 'Seattle, WA' });
    expect(seat.communities).toEqual([]);
    expect((await suggest('ro')).communities).toEqual([]);
    expect((await suggest('980')).communities).toEqual([]);
  });

  it.each(["o'brien", 'rose:* | gard', '!!!rose', 'rose & (', '\\%_ %', 'ROSE\tCITY'])(
    'odd text %j gets an answer, never an error',
    async (text) => {
      const answer = await suggest(text);
      expect(Array.isArray(answer.communities)).toBe(true);
    },
  );

  it('keeps a complete answer a few minutes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/places?q=rose' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('names kept for a minute', () => {
  it('are kept between families, and forgotten when a provider publishes, renames or removes one', async () => {
    const db = ctx.database.db;
    expect(names(await suggest('juniper'))).toEqual([]);
    // Written behind the app's back: the kept answer stands.
    const provider = await insertProvider(db);
    await insertListing(db, provider, { title: 'Juniper Hall' });
    expect(names(await suggest('juniper'))).toEqual([]);

    const owner = await createUser(ctx.app, { type: 'provider' });
    const headers = authHeaders(owner);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/subscription',
      headers,
      payload: { plan: 'Basic' },
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/provider/listings',
      headers,
      payload: listingBody({ title: 'Juniper Knoll' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(names(await suggest('juniper'))).toEqual(['Juniper Hall', 'Juniper Knoll']);

    const id = created.json().id as string;
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/provider/listings/${id}`,
      headers,
      payload: listingBody({ title: 'Larkspur Knoll' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names(await suggest('juniper'))).toEqual(['Juniper Hall']);
    expect(names(await suggest('larkspur'))).toEqual(['Larkspur Knoll']);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/provider/listings/${id}`,
      headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(names(await suggest('larkspur'))).toEqual([]);
  });
});

describe('when the names cannot be read', () => {
  it('answers the places anyway, and nobody keeps that answer', async () => {
    const realDb = ctx.app.deps.database.db;
    const fail = () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    };
    ctx.app.deps.database.db = new Proxy(realDb, { get: () => fail });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/places?q=Port' });
      expect(response.statusCode).toBe(200);
      expect(response.json().places[0]).toMatchObject({ label: 'Portland, OR' });
      expect(response.json().communities).toEqual([]);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      ctx.app.deps.database.db = realDb;
    }
  });

  it('answers the places within the budget when the database is slow', async () => {
    const realDb = ctx.app.deps.database.db;
    // A query that never answers, as a database stuck behind a long lock would.
    const stuck = () => new Promise<never>(() => {});
    const hang: unknown = new Proxy(() => hang, {
      get: (_, prop) =>
        prop === 'then' ? (resolve: unknown) => void stuck().then(resolve as never) : hang,
      apply: () => hang,
    });
    ctx.app.deps.database.db = new Proxy(realDb, { get: () => () => hang });
    try {
      const started = performance.now();
      const response = await ctx.app.inject({ method: 'GET', url: '/api/places?q=Seaside' });
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.json().communities).toEqual([]);
      expect(response.json().places.length).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      ctx.app.deps.database.db = realDb;
    }
  });
});
