import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smallImageUrl } from '#shared/image-variants.ts';
import { favorites, listings, subscriptions, websiteReviews } from '#server/db/schema/index.ts';
import { authHeaders, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { multipartFile } from '#tests/helpers/multipart.ts';
import { freshWorldPerTest, type World } from '#tests/helpers/world.ts';

// Requests truly run in parallel only on PostgreSQL (CI runs this file there with DATABASE_URL);
// on PGlite they interleave at every await. Either way the database must decide, not luck.
let w: World;
freshWorldPerTest((world) => (w = world));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (as: TestUser, method: Method, url: string, payload?: object) =>
  w.ctx.app.inject({ method, url, headers: authHeaders(as), ...(payload ? { payload } : {}) });
const times = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);
const db = () => w.ctx.database.db;

function listingFiles(providerId: string): string[] {
  const dir = join(w.ctx.uploadsDir, 'listings', providerId);
  return readdirSync(dir).filter((name) => !name.endsWith('.json'));
}

describe('races', () => {
  it('parallel creates and sample imports by a Basic provider stop at exactly 3 listings', async () => {
    // Provider A already has one listing: 2 more fit.
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        call(w.users.providerA, 'POST', '/api/provider/listings', listingBody()),
      ),
      call(w.users.providerA, 'POST', '/api/provider/listings/import-samples'),
      call(w.users.providerA, 'POST', '/api/provider/listings/import-samples'),
    ]);
    expect(results.every((r) => [200, 201, 403, 409].includes(r.statusCode))).toBe(true);
    const rows = await db()
      .select()
      .from(listings)
      .where(eq(listings.providerId, w.users.providerA.id));
    expect(rows).toHaveLength(3);
  });

  it('parallel duplicate website reviews leave exactly one', async () => {
    const results = await times(6, () =>
      call(w.users.providerA, 'POST', '/api/website-reviews', { rating: 5 }),
    );
    expect(statuses(results)).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await db()
      .select()
      .from(websiteReviews)
      .where(eq(websiteReviews.userId, w.users.providerA.id));
    expect(rows).toHaveLength(1);
  });

  it('parallel duplicate listing reviews by several people leave one each, and the average adds up', async () => {
    const authors = [w.users.providerB, w.users.unsubscribed];
    const results = await times(8, (i) =>
      call(authors[i % 2], 'POST', `/api/listings/${w.listingA}/reviews`, {
        rating: 1 + (i % 2) * 4,
      }),
    );
    expect(statuses(results)).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    const listing = (await call(w.users.seeker, 'GET', `/api/listings/${w.listingA}`)).json();
    expect(listing).toMatchObject({ reviewCount: 2, rating: 3 });
  });

  it('parallel favourite toggles end consistent: one row at most, and the list agrees', async () => {
    const results = await times(20, (i) =>
      call(w.users.seeker, i % 2 ? 'DELETE' : 'PUT', `/api/favorites/${w.listingB}`),
    );
    expect(results.every((r) => r.statusCode === 204)).toBe(true);
    const rows = await db().select().from(favorites).where(eq(favorites.listingId, w.listingB));
    expect(rows.length).toBeLessThanOrEqual(1);
    const listed = (await call(w.users.seeker, 'GET', '/api/favorites')).json().listingIds;
    expect(listed.includes(w.listingB)).toBe(rows.length === 1);
    // A last add after the storm leaves exactly one row.
    await times(5, () => call(w.users.seeker, 'PUT', `/api/favorites/${w.listingB}`));
    expect(
      await db().select().from(favorites).where(eq(favorites.listingId, w.listingB)),
    ).toHaveLength(1);
  });

  it('parallel uploads never pass 5 images, and refused uploads leave no stored files', async () => {
    const before = new Set(listingFiles(w.users.providerA.id));
    const results = await times(8, () => {
      const { payload, contentType } = multipartFile(w.png);
      return w.ctx.app.inject({
        method: 'POST',
        url: `/api/provider/listings/${w.listingA}/images`,
        headers: { ...authHeaders(w.users.providerA), 'content-type': contentType },
        payload,
      });
    });
    // listingA starts with one image.
    expect(statuses(results)).toEqual([200, 200, 200, 200, 409, 409, 409, 409]);
    const [row] = await db().select().from(listings).where(eq(listings.id, w.listingA));
    expect(row.images).toHaveLength(5);
    const referenced = row.images.flatMap((url) => [url, smallImageUrl(url)]);
    const added = listingFiles(w.users.providerA.id).filter((name) => !before.has(name));
    expect(added).toHaveLength(8);
    for (const name of added) {
      expect(referenced).toContain(`/media/listings/${w.users.providerA.id}/${name}`);
    }
  });

  it('parallel deletes of one listing: one succeeds, the rest find nothing, its image goes', async () => {
    const results = await times(5, () =>
      call(w.users.providerA, 'DELETE', `/api/provider/listings/${w.listingA}`),
    );
    expect(statuses(results)).toEqual([204, 404, 404, 404, 404]);
    expect(await db().select().from(listings).where(eq(listings.id, w.listingA))).toEqual([]);
    expect((await w.ctx.app.inject({ url: `/media/${w.imageKeyA}` })).statusCode).toBe(404);
  });

  it('parallel plan choices leave one subscription row', async () => {
    const results = await times(6, (i) =>
      call(w.users.unsubscribed, 'PUT', '/api/subscription', { plan: i % 2 ? 'Basic' : 'Premium' }),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerId, w.users.unsubscribed.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('active');
  });
});
