import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  favorites,
  listingInquiries,
  listings,
  listingViews,
  reviews,
  tourRequests,
} from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { callAs, createUser } from '#tests/helpers/auth.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';
import { sendTourRequest, validTourRequest } from '#tests/helpers/tour-request-body.ts';

// A draft (an imported sample copy its provider has not saved) is its provider's alone
// (docs/decisions/010): to everyone else it does not exist, whatever they try to do with it.

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

async function draftListing() {
  const provider = await insertProvider(ctx.database.db);
  return insertListing(ctx.database.db, provider, { draft: true, title: 'Unsaved copy' });
}

const review = { rating: 5, title: 'Lovely', comment: null };

describe('a hidden listing answers 404 to everything a visitor can do', () => {
  it('cannot be favourited', async () => {
    const draft = await draftListing();
    const ann = await createUser(ctx.app);
    const added = await callAs(ctx.app, ann, 'PUT', `/api/favorites/${draft.id}`);
    expect(added.statusCode).toBe(404);
    expect(added.json().error.code).toBe('NOT_FOUND');
    expect(await ctx.database.db.select().from(favorites)).toHaveLength(0);
  });

  it('is left out of GET /api/favorites even when a favourite of it is stored', async () => {
    const draft = await draftListing();
    const ann = await createUser(ctx.app);
    // Saved before the rule existed, or of a listing hidden since.
    await ctx.database.db.insert(favorites).values({ userId: ann.id, listingId: draft.id });
    expect((await callAs(ctx.app, ann, 'PUT', '/api/favorites/2')).statusCode).toBe(204);
    const mine = (await callAs(ctx.app, ann, 'GET', '/api/favorites')).json();
    expect(mine.listingIds).toEqual(['2']);
    expect(JSON.stringify(mine)).not.toContain('Unsaved copy');
    // Removing it still works, so nobody is stuck with it.
    expect((await callAs(ctx.app, ann, 'DELETE', `/api/favorites/${draft.id}`)).statusCode).toBe(
      204,
    );
  });

  it('cannot be reviewed, and its reviews cannot be read', async () => {
    const draft = await draftListing();
    const ann = await createUser(ctx.app);
    const url = `/api/listings/${draft.id}/reviews`;
    expect((await callAs(ctx.app, ann, 'POST', url, review)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(reviews)).toHaveLength(0);
    expect((await callAs(ctx.app, null, 'GET', url)).statusCode).toBe(404);
    expect((await callAs(ctx.app, ann, 'GET', `${url}/mine`)).statusCode).toBe(404);
  });

  it('records no views or contact choices', async () => {
    const draft = await draftListing();
    const ann = await createUser(ctx.app);
    const base = `/api/listings/${draft.id}`;
    expect((await callAs(ctx.app, ann, 'POST', `${base}/views`, {})).statusCode).toBe(404);
    expect((await callAs(ctx.app, null, 'POST', `${base}/views`, {})).statusCode).toBe(404);
    const choice = await callAs(ctx.app, null, 'POST', `${base}/inquiries`, { kind: 'call' });
    expect(choice.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(listingViews)).toHaveLength(0);
    expect(await ctx.database.db.select().from(listingInquiries)).toHaveLength(0);
  });

  it('takes no tour request and mails nobody', async () => {
    const draft = await draftListing();
    ctx.sentMail.length = 0;
    const sent = await sendTourRequest(ctx.app, draft.id, validTourRequest());
    expect(sent.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(tourRequests)).toHaveLength(0);
    expect(ctx.sentMail).toHaveLength(0);
  });

  it('takes all of them once its provider has saved it', async () => {
    const draft = await draftListing();
    await ctx.database.db.update(listings).set({ draft: false }).where(eq(listings.id, draft.id));
    const ann = await createUser(ctx.app);
    const base = `/api/listings/${draft.id}`;
    expect((await callAs(ctx.app, ann, 'PUT', `/api/favorites/${draft.id}`)).statusCode).toBe(204);
    expect((await callAs(ctx.app, ann, 'POST', `${base}/reviews`, review)).statusCode).toBe(201);
    expect((await callAs(ctx.app, null, 'GET', `${base}/reviews`)).statusCode).toBe(200);
    expect((await callAs(ctx.app, ann, 'POST', `${base}/views`, {})).statusCode).toBe(204);
    const choice = await callAs(ctx.app, ann, 'POST', `${base}/inquiries`, { kind: 'email' });
    expect(choice.statusCode).toBe(204);
    expect((await callAs(ctx.app, ann, 'GET', '/api/favorites')).json().listingIds).toEqual([
      draft.id,
    ]);
  });
});
