import { describe, expect, it } from 'vitest';
import { createInProcessApi } from '#server/http/pages/in-process-api.ts';
import { authHeaders, callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';

// A provider who publishes their copy of a built-in sample makes that community theirs: families
// see one card for it, never the sample beside the copy (docs/decisions/010).
let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

type Listed = { id: string; title: string; isSample: boolean };
const ROSE = 'Rose City Gardens Assisted Living';

async function search(query = '?pageSize=50') {
  const response = await callAs(ctx.app, null, 'GET', `/api/listings${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { listings: Listed[]; total: number };
}

/** A Premium provider who imported the samples and published their copy of Rose City Gardens. */
async function publishRoseCopy(): Promise<{ provider: TestUser; copyId: string }> {
  const provider = await createUser(ctx.app, { type: 'provider' });
  await callAs(ctx.app, provider, 'PUT', '/api/subscription', { plan: 'Premium' });
  await callAs(ctx.app, provider, 'POST', '/api/provider/listings/import-samples');
  const mine = (await callAs(ctx.app, provider, 'GET', '/api/provider/listings')).json() as {
    listings: Listed[];
  };
  const copyId = mine.listings.find((l) => l.title === ROSE)!.id;
  const saved = await callAs(ctx.app, provider, 'PUT', `/api/provider/listings/${copyId}`, {
    ...listingBody({ title: ROSE, address: '2400 SE Rose St' }),
  });
  expect(saved.statusCode).toBe(200);
  return { provider, copyId };
}

describe('a published copy of a sample', () => {
  it('replaces the sample in search and on the home page: one card per community', async () => {
    const { copyId } = await publishRoseCopy();
    const all = await search();
    expect(all.total).toBe(6);
    expect(all.listings.filter((l) => l.title === ROSE)).toEqual([
      expect.objectContaining({ id: copyId, isSample: false }),
    ]);
    expect(all.listings.map((l) => l.id)).not.toContain('1');
    // The home page's featured section reads the first page of this same search.
    const home = await search('?pageSize=12');
    expect(home.listings.filter((l) => l.title === ROSE)).toHaveLength(1);
    // "Rose City" is a town in Michigan and Texas (docs/decisions/038); the name finds the copy.
    expect((await search('?location=rose%20city%20gard')).listings.map((l) => l.id)).toEqual([
      copyId,
    ]);
  });

  it('moves the sample’s address to the copy for good (301), in the API and the page data', async () => {
    const { copyId } = await publishRoseCopy();
    const moved = await callAs(ctx.app, null, 'GET', '/api/listings/1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/api/listings/${copyId}`);
    expect((await callAs(ctx.app, null, 'GET', moved.headers.location!)).json()).toMatchObject({
      id: copyId,
      title: ROSE,
    });
    // The community page's loader, calling the API in-process, follows the move as a browser's
    // fetch does: it gets the copy for id 1, so its canonical address differs and the page
    // answers 301 to the copy's page.
    const request = { server: ctx.app, headers: {}, ip: '127.0.0.1' } as never;
    const inProcess = createInProcessApi(request, 'http://localhost:3000');
    const answer = await inProcess.fetch('/api/listings/1');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: copyId, isSample: false });
    // Other samples are untouched.
    expect((await callAs(ctx.app, null, 'GET', '/api/listings/2')).statusCode).toBe(200);
  });

  it('is in the sitemap in the sample’s place; deleting the copy brings the sample back', async () => {
    const { provider, copyId } = await publishRoseCopy();
    const communities = (
      await ctx.app.inject({ method: 'GET', url: '/sitemaps/communities-1.xml' })
    ).body;
    expect(communities).toContain(`/communities/rose-city-gardens-assisted-living-${copyId}<`);
    expect(communities).not.toContain('assisted-living-1<');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/provider/listings/${copyId}`,
      headers: authHeaders(provider),
    });
    expect(removed.statusCode).toBe(204);
    expect((await search()).listings.filter((l) => l.title === ROSE)).toEqual([
      expect.objectContaining({ id: '1', isSample: true }),
    ]);
    expect((await callAs(ctx.app, null, 'GET', '/api/listings/1')).statusCode).toBe(200);
  });

  it('still hides nothing while the copy is a draft', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    await callAs(ctx.app, provider, 'PUT', '/api/subscription', { plan: 'Premium' });
    await callAs(ctx.app, provider, 'POST', '/api/provider/listings/import-samples');
    const all = await search();
    expect(all.total).toBe(6);
    expect(all.listings.every((l) => l.isSample)).toBe(true);
    expect((await callAs(ctx.app, null, 'GET', '/api/listings/1')).statusCode).toBe(200);
  });
});
