import { describe, expect, it } from 'vitest';
import { favorites } from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const add = (user: TestUser, id: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/favorites/${id}`, headers: authHeaders(user) });
const remove = (user: TestUser, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/favorites/${id}`, headers: authHeaders(user) });
const list = (user: TestUser) =>
  ctx.app
    .inject({ method: 'GET', url: '/api/favorites', headers: authHeaders(user) })
    .then((r) => r.json());

describe('favourites', () => {
  it('round-trips a sample id through its zero-padded UUID form', async () => {
    const ann = await createUser(ctx.app);
    expect((await add(ann, '3')).statusCode).toBe(204);
    const [row] = await ctx.database.db.select().from(favorites);
    expect(row.listingId).toBe('00000000-0000-0000-0000-000000000003');
    const mine = await list(ann);
    expect(mine.listingIds).toEqual(['3']);
    expect(mine.listings[0]).toMatchObject({ id: '3', title: 'Columbia Riverside Memory Care' });
  });

  it('works for database listings, newest favourite first, and removes', async () => {
    const ann = await createUser(ctx.app);
    const provider = await insertProvider(ctx.database.db);
    const listing = await insertListing(ctx.database.db, provider);
    await add(ann, '1');
    await add(ann, listing.id);
    expect((await list(ann)).listingIds).toEqual([listing.id, '1']);
    expect((await remove(ann, '1')).statusCode).toBe(204);
    expect((await list(ann)).listingIds).toEqual([listing.id]);
  });

  it('adding twice — even ten times at once — leaves one row', async () => {
    const ann = await createUser(ctx.app);
    const results = await Promise.all(Array.from({ length: 10 }, () => add(ann, '2')));
    expect(results.every((r) => r.statusCode === 204)).toBe(true);
    expect(await ctx.database.db.select().from(favorites)).toHaveLength(1);
  });

  it('keeps each user’s favourites apart', async () => {
    const ann = await createUser(ctx.app);
    const bob = await createUser(ctx.app);
    await add(ann, '1');
    expect((await list(bob)).listingIds).toEqual([]);
    await remove(bob, '1');
    expect((await list(ann)).listingIds).toEqual(['1']);
  });

  it('404 for a listing that does not exist', async () => {
    const ann = await createUser(ctx.app);
    expect((await add(ann, '42')).statusCode).toBe(404);
    expect((await add(ann, 'not-an-id')).statusCode).toBe(404);
  });

  it('signed-out calls → 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['PUT', '/api/favorites/1'],
      ['DELETE', '/api/favorites/1'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
