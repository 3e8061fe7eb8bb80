import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listingInquiries, listingViews } from '#server/db/schema/index.ts';
import { testAppPerFile, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';

// Views and contact choices count once per visitor, listing and UTC day, so repeated calls
// cannot inflate a provider's analytics (docs/decisions/025).

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

type From = { user?: TestUser; ip?: string; agent?: string };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

function record(id: string, what: 'views' | 'inquiries', from: From = {}, kind = 'call') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/listings/${id}/${what}`,
    headers: {
      ...(from.user ? authHeaders(from.user) : { origin: TEST_ORIGIN }),
      'user-agent': from.agent ?? BROWSER,
    },
    remoteAddress: from.ip ?? '198.51.100.20',
    payload: what === 'views' ? {} : { kind },
  });
}

async function times(n: number, call: () => Promise<{ statusCode: number }>) {
  for (let i = 0; i < n; i += 1) expect((await call()).statusCode).toBe(204);
}

async function providerWithListing() {
  const provider = await createUser(ctx.app, { type: 'provider' });
  const headers = authHeaders(provider);
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
    payload: listingBody(),
  });
  return { provider, id: created.json().id as string };
}

async function counts(provider: TestUser) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/provider/analytics',
    headers: authHeaders(provider),
  });
  const body = response.json();
  return { views: body.views.current as number, inquiries: body.inquiries.current as number };
}

describe('analytics count each visitor once per listing and day', () => {
  it('20 cookie-less views from one browser count once; another browser or address counts', async () => {
    const { provider, id } = await providerWithListing();
    await times(20, () => record(id, 'views'));
    expect((await counts(provider)).views).toBe(1);
    expect((await record(id, 'views')).headers['set-cookie']).toBeUndefined();

    await record(id, 'views', { agent: 'Mozilla/5.0 (iPhone) Safari/604.1' });
    await record(id, 'views', { ip: '203.0.113.9' });
    expect((await counts(provider)).views).toBe(3);
  });

  it('a signed-in visitor counts once, from any address or browser', async () => {
    const { provider, id } = await providerWithListing();
    const ann = await createUser(ctx.app);
    await times(5, () => record(id, 'views', { user: ann }));
    await record(id, 'views', { user: ann, ip: '203.0.113.10', agent: 'Other/1.0' });
    expect((await counts(provider)).views).toBe(1);
  });

  it('20 anonymous "call" choices count once; each other kind counts once too', async () => {
    const { provider, id } = await providerWithListing();
    await times(20, () => record(id, 'inquiries', {}, 'call'));
    expect((await counts(provider)).inquiries).toBe(1);
    await times(3, () => record(id, 'inquiries', {}, 'email'));
    await record(id, 'inquiries', { ip: '203.0.113.11' }, 'call');
    expect((await counts(provider)).inquiries).toBe(3);
  });

  it('counts the same visitor again on a new day', async () => {
    const { provider, id } = await providerWithListing();
    await record(id, 'views');
    await record(id, 'inquiries');
    // Yesterday's rows, as if recorded then.
    await ctx.database.db.execute(
      sql`update ${listingViews} set day = day - 1, created_at = created_at - interval '1 day'`,
    );
    await ctx.database.db.execute(
      sql`update ${listingInquiries} set day = day - 1, created_at = created_at - interval '1 day'`,
    );
    await record(id, 'views');
    await record(id, 'inquiries');
    expect(await counts(provider)).toEqual({ views: 2, inquiries: 2 });
  });

  it('keeps neither the address nor the account, only a keyed hash', async () => {
    const { id } = await providerWithListing();
    const ann = await createUser(ctx.app);
    await record(id, 'views', { ip: '192.0.2.77' });
    await record(id, 'views', { user: ann });
    await record(id, 'inquiries', { ip: '192.0.2.77' });
    const stored = JSON.stringify([
      await ctx.database.db.select().from(listingViews),
      await ctx.database.db.select().from(listingInquiries),
    ]);
    expect(stored).not.toContain('192.0.2.77');
    expect(stored).not.toContain(ann.id);
    expect(stored).not.toContain('Chrome');
  });
});
