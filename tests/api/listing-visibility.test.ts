import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SampleListingsMode } from '#server/modules/listings/visibility.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';

// What families see: no drafts, and the built-in samples only while the directory is small
// (docs/architecture.md §5.7, docs/decisions/010).

type Listed = {
  id: string;
  title: string;
  isSample: boolean;
  draft: boolean;
  providerId: string | null;
};

function suite(mode: SampleListingsMode, body: (ctx: () => TestContext) => void) {
  describe(`SAMPLE_LISTINGS=${mode}`, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ sampleListings: mode });
    });
    afterAll(() => ctx.close());
    beforeEach(() => ctx.reset());
    body(() => ctx);
  });
}

async function search(ctx: TestContext, query = '') {
  const response = await callAs(ctx.app, null, 'GET', `/api/listings?pageSize=50${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { listings: Listed[]; total: number };
}

async function premiumProvider(ctx: TestContext) {
  const provider = await createUser(ctx.app, { type: 'provider' });
  await callAs(ctx.app, provider, 'PUT', '/api/subscription', { plan: 'Premium' });
  return provider;
}

async function addRealListings(ctx: TestContext, provider: TestUser, n: number) {
  for (let i = 0; i < n; i += 1) {
    const created = await callAs(ctx.app, provider, 'POST', '/api/provider/listings', {
      ...listingBody({ title: `Real community ${i + 1}` }),
    });
    expect(created.statusCode).toBe(201);
  }
}

suite('auto', (ctx) => {
  it('keeps imported sample copies out of search until the provider saves them', async () => {
    const provider = await premiumProvider(ctx());
    const imported = await callAs(
      ctx().app,
      provider,
      'POST',
      '/api/provider/listings/import-samples',
    );
    expect(imported.json().message).toBe('Successfully migrated 6 sample listings');

    const before = await search(ctx());
    expect(before.total).toBe(6);
    expect(before.listings.every((l) => l.isSample && l.providerId === null)).toBe(true);

    const mine = (await callAs(ctx().app, provider, 'GET', '/api/provider/listings')).json() as {
      listings: (Listed & { providerId: string })[];
    };
    expect(mine.listings).toHaveLength(6);
    expect(mine.listings.every((l) => l.draft && l.isSample)).toBe(true);
    const draft = mine.listings[0];
    expect((await callAs(ctx().app, null, 'GET', `/api/listings/${draft.id}`)).statusCode).toBe(
      404,
    );

    const saved = await callAs(ctx().app, provider, 'PUT', `/api/provider/listings/${draft.id}`, {
      ...listingBody({ title: 'Rose City Gardens, now ours' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ draft: false, isSample: false });

    // The published copy takes its sample's place (a published-sample-copies.test.ts rule).
    const after = await search(ctx());
    expect(after.total).toBe(6);
    const published = after.listings.find((l) => l.id === draft.id);
    expect(published).toMatchObject({ title: 'Rose City Gardens, now ours', isSample: false });
    const detail = await callAs(ctx().app, null, 'GET', `/api/listings/${draft.id}`);
    expect(detail.json()).toMatchObject({ isSample: false, draft: false });
  });

  it('shows the samples first below 12 real listings and hides them from 12 on', async () => {
    const provider = await premiumProvider(ctx());
    await addRealListings(ctx(), provider, 11);
    const eleven = await search(ctx());
    expect(eleven.total).toBe(17);
    expect(eleven.listings.slice(0, 6).every((l) => l.isSample)).toBe(true);

    await addRealListings(ctx(), provider, 1);
    const twelve = await search(ctx());
    expect(twelve.total).toBe(12);
    expect(twelve.listings.some((l) => l.isSample)).toBe(false);
    // A sample stays reachable by its id (favourites, shared links).
    expect((await callAs(ctx().app, null, 'GET', '/api/listings/1')).statusCode).toBe(200);

    // Below 12 again (a delete), the samples come back at once.
    const mine = (await callAs(ctx().app, provider, 'GET', '/api/provider/listings')).json() as {
      listings: Listed[];
    };
    const removed = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/provider/listings/${mine.listings[0].id}`,
      headers: authHeaders(provider),
    });
    expect(removed.statusCode).toBe(204);
    expect((await search(ctx())).total).toBe(17);
  });

  it('does not count drafts as real listings', async () => {
    const provider = await premiumProvider(ctx());
    await addRealListings(ctx(), provider, 10);
    await callAs(ctx().app, provider, 'POST', '/api/provider/listings/import-samples');
    const result = await search(ctx());
    expect(result.total).toBe(16);
    expect(result.listings.filter((l) => l.isSample)).toHaveLength(6);
  });
});

suite('always', (ctx) => {
  it('keeps the samples first however many real listings there are', async () => {
    const provider = await premiumProvider(ctx());
    await addRealListings(ctx(), provider, 12);
    const result = await search(ctx());
    expect(result.total).toBe(18);
    expect(result.listings.slice(0, 6).every((l) => l.isSample)).toBe(true);
  });
});

suite('never', (ctx) => {
  it('never shows the samples, even in an empty directory', async () => {
    expect((await search(ctx())).total).toBe(0);
    const provider = await premiumProvider(ctx());
    await addRealListings(ctx(), provider, 1);
    const result = await search(ctx());
    expect(result.listings.map((l) => l.title)).toEqual(['Real community 1']);
  });
});
