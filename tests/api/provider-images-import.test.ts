import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { smallImageUrl } from '#shared/image-variants.ts';
import { favorites, listings, reviews } from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { multipartFile, pngImage } from '#tests/helpers/multipart.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: authHeaders(user), ...(payload ? { payload } : {}) });

async function providerWithListing(plan: 'Basic' | 'Premium' = 'Basic') {
  const provider = await createUser(ctx.app, { type: 'provider' });
  await call(provider, 'PUT', '/api/subscription', { plan });
  const id: string = (await call(provider, 'POST', '/api/provider/listings', listingBody())).json()
    .id;
  return { provider, id };
}

async function upload(user: TestUser, listingId: string, file?: Buffer) {
  const { payload, contentType } = multipartFile(file ?? (await pngImage()));
  return ctx.app.inject({
    method: 'POST',
    url: `/api/provider/listings/${listingId}/images`,
    headers: { ...authHeaders(user), 'content-type': contentType },
    payload,
  });
}

describe('listing images', () => {
  it('stores uploads as WebP under the provider id, with a 640px copy for cards', async () => {
    const { provider, id } = await providerWithListing();
    const response = await upload(provider, id, await pngImage('#264653', 1200));
    expect(response.statusCode).toBe(200);
    const [url] = response.json().images;
    expect(url).toMatch(new RegExp(`^/media/listings/${provider.id}/[a-z0-9]{12}_\\d+\\.webp$`));
    expect((await ctx.app.inject({ method: 'GET', url })).headers['content-type']).toBe(
      'image/webp',
    );
    const small = await ctx.app.inject({ method: 'GET', url: smallImageUrl(url)! });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(640);
  });

  it('a 6th image is refused, also when uploads arrive in parallel', async () => {
    const { provider, id } = await providerWithListing();
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(provider, id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0].json().error.message).toBe('A listing can have at most 5 images');
    expect(refused[0].json().error.code).toBe('IMAGE_LIMIT_REACHED');
    const [row] = await ctx.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row.images).toHaveLength(5);
  });

  it('another provider cannot add images to my listing', async () => {
    const { id } = await providerWithListing();
    const { provider: other } = await providerWithListing();
    expect((await upload(other, id)).statusCode).toBe(404);
  });

  it('rejects a file that is not an image', async () => {
    const { provider, id } = await providerWithListing();
    const response = await upload(provider, id, Buffer.from('%PDF-1.7 not an image'));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
  });

  it('removing an image on update deletes it from storage', async () => {
    const { provider, id } = await providerWithListing();
    const [first] = (await upload(provider, id)).json().images;
    const [, second] = (await upload(provider, id)).json().images;
    const updated = await call(
      provider,
      'PUT',
      `/api/provider/listings/${id}`,
      listingBody({ images: [second] }),
    );
    expect(updated.json().images).toEqual([second]);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('deleting a listing deletes its images, favourites and reviews', async () => {
    const { provider, id } = await providerWithListing();
    const [image] = (await upload(provider, id)).json().images;
    const family = await createUser(ctx.app);
    await call(family, 'PUT', `/api/favorites/${id}`);
    await call(family, 'POST', `/api/listings/${id}/reviews`, { rating: 5 });
    expect((await call(provider, 'DELETE', `/api/provider/listings/${id}`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: smallImageUrl(image)! })).statusCode).toBe(
      404,
    );
    expect(await ctx.database.db.select().from(favorites)).toHaveLength(0);
    expect(await ctx.database.db.select().from(reviews)).toHaveLength(0);
  });
});

describe('sample import', () => {
  it('imports the six samples once for a Premium provider', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    await call(provider, 'PUT', '/api/subscription', { plan: 'Premium' });
    const first = await call(provider, 'POST', '/api/provider/listings/import-samples');
    expect(first.json()).toEqual({
      imported: 6,
      skipped: 0,
      alreadyImported: 0,
      message: 'Successfully migrated 6 sample listings',
      detail: null,
    });
    const mine = (await call(provider, 'GET', '/api/provider/listings')).json();
    expect(mine.listings.map((l: { title: string }) => l.title)[0]).toBe(
      'Rose City Gardens Assisted Living',
    );
    expect(mine.listings.every((l: { isSample: boolean }) => l.isSample)).toBe(true);
    const again = await call(provider, 'POST', '/api/provider/listings/import-samples');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'SAMPLES_ALREADY_IMPORTED',
      message: 'Sample listings were already migrated',
    });
  });

  it('respects the Basic limit and says how many were imported', async () => {
    const { provider } = await providerWithListing('Basic');
    const response = await call(provider, 'POST', '/api/provider/listings/import-samples');
    expect(response.json()).toEqual({
      imported: 2,
      skipped: 4,
      alreadyImported: 0,
      message: 'Successfully migrated 2 sample listings',
      detail: '4 not imported: the Basic plan allows up to 3 listings.',
    });
    expect((await call(provider, 'GET', '/api/provider/listings')).json().usage.count).toBe(3);
  });

  it('after an upgrade, imports the samples a partial Basic import left out, once each', async () => {
    const { provider } = await providerWithListing('Basic');
    expect(
      (await call(provider, 'POST', '/api/provider/listings/import-samples')).json(),
    ).toMatchObject({ imported: 2 });
    await call(provider, 'PUT', '/api/subscription', { plan: 'Premium' });
    const rest = await call(provider, 'POST', '/api/provider/listings/import-samples');
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({
      imported: 4,
      skipped: 0,
      alreadyImported: 2,
      message: 'Successfully migrated 4 sample listings',
      detail: '2 already in your listings.',
    });
    const mine = (await call(provider, 'GET', '/api/provider/listings')).json();
    const copies = mine.listings.filter((l: { isSample: boolean }) => l.isSample);
    expect(copies.map((l: { title: string }) => l.title).sort()).toEqual([
      'Capitol Hills Skilled Nursing & Rehabilitation',
      'Columbia Riverside Memory Care',
      'Commencement Bay Adult Day Center',
      'Lakeview Respite Suites',
      'Puget Vista Independent Living',
      'Rose City Gardens Assisted Living',
    ]);
    const again = await call(provider, 'POST', '/api/provider/listings/import-samples');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Sample listings were already migrated');
  });

  it('needs an active subscription, and refuses at the Basic limit', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    const none = await call(provider, 'POST', '/api/provider/listings/import-samples');
    expect(none.json().error.message).toBe('Active subscription required to create listings');
    expect(none.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    await call(provider, 'PUT', '/api/subscription', { plan: 'Basic' });
    for (let i = 0; i < 3; i += 1)
      await call(provider, 'POST', '/api/provider/listings', listingBody());
    const full = await call(provider, 'POST', '/api/provider/listings/import-samples');
    expect(full.statusCode).toBe(403);
    expect(full.json().error.code).toBe('LISTING_LIMIT_REACHED');
    expect(full.json().error.message).toMatch(/maximum number of listings for the Basic plan/);
  });
});
