import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLANS } from '#shared/constants.ts';
import { PROVIDER_MESSAGES } from '#shared/provider-messages.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';

// Saving a draft (an imported sample copy) publishes it, so it needs what creating a listing
// needs: an active plan with room for one more listing families can see. Importing on Premium,
// then moving to Basic or canceling, must not let drafts go live past the plan.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

type Mine = { listings: { id: string; draft: boolean }[] };

async function providerWithDrafts(): Promise<{ provider: TestUser; drafts: string[] }> {
  const provider = await createUser(ctx.app, { type: 'provider' });
  await callAs(ctx.app, provider, 'PUT', '/api/subscription', { plan: 'Premium' });
  const imported = await callAs(ctx.app, provider, 'POST', '/api/provider/listings/import-samples');
  expect(imported.statusCode).toBe(200);
  const mine = (await callAs(ctx.app, provider, 'GET', '/api/provider/listings')).json() as Mine;
  return { provider, drafts: mine.listings.filter((l) => l.draft).map((l) => l.id) };
}

const save = (provider: TestUser, id: string, title: string) =>
  callAs(ctx.app, provider, 'PUT', `/api/provider/listings/${id}`, listingBody({ title }));
const isPublic = async (id: string) =>
  (await callAs(ctx.app, null, 'GET', `/api/listings/${id}`)).statusCode === 200;

describe('publishing a draft', () => {
  it('on Basic, publishes drafts until the plan’s published listings are reached, then refuses', async () => {
    const { provider, drafts } = await providerWithDrafts();
    expect(drafts).toHaveLength(6);
    const capabilities = await callAs(ctx.app, provider, 'GET', '/api/provider/capabilities');
    expect(capabilities.json()).toMatchObject({ listingsUsed: 6, listingsDraft: 6 });
    const plan = await callAs(ctx.app, provider, 'PUT', '/api/subscription', { plan: 'Basic' });
    expect(plan.statusCode).toBe(200);

    const limit = PLANS.Basic.listingLimit!;
    for (const id of drafts.slice(0, limit)) {
      expect((await save(provider, id, `Ours ${id.slice(0, 4)}`)).statusCode).toBe(200);
      expect(await isPublic(id)).toBe(true);
    }
    const refused = await save(provider, drafts[limit], 'One too many');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'LISTING_LIMIT_REACHED',
      message: PROVIDER_MESSAGES.publishOverLimit,
    });
    expect(await isPublic(drafts[limit])).toBe(false);
    // A listing already public can still be kept up to date.
    expect((await save(provider, drafts[0], 'Ours, renamed')).statusCode).toBe(200);
  });

  it('without an active subscription, a draft stays a draft', async () => {
    const { provider, drafts } = await providerWithDrafts();
    expect((await callAs(ctx.app, provider, 'DELETE', '/api/subscription')).statusCode).toBe(200);
    const refused = await save(provider, drafts[0], 'Published for free');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: PROVIDER_MESSAGES.publishNeedsSubscription,
    });
    expect(await isPublic(drafts[0])).toBe(false);
  });

  it('two drafts saved at once on Basic with room for one: one is published', async () => {
    const { provider, drafts } = await providerWithDrafts();
    await callAs(ctx.app, provider, 'PUT', '/api/subscription', { plan: 'Basic' });
    const limit = PLANS.Basic.listingLimit!;
    for (const id of drafts.slice(0, limit - 1)) await save(provider, id, `Ours ${id}`);
    const answers = await Promise.all(
      drafts.slice(limit - 1, limit + 1).map((id) => save(provider, id, `Race ${id}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
  });
});
