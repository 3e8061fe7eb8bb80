import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { PAGE_CACHE } from '#server/http/pages/pages.ts';
import { callAs, createUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { renderOf, writeStandInWeb } from '#tests/helpers/stand-in-web.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
let app: App;
let distDir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  distDir = writeStandInWeb(mkdtempSync(join(tmpdir(), 'carenest-page-cache-')));
  app = await buildApp({
    database: ctx.database,
    storage: ctx.app.deps.storage,
    mailer: { send: async () => {} },
    config: { ...ctx.app.deps.config, webDistDir: distDir, pageCacheSeconds: 60 },
  });
  await app.ready();
});
// Each test reads its own address: a page an earlier test kept must not meet this test's
// freshly emptied database (emptied behind the app's back, not through a write).
let tests = 0;
let page = '';
beforeEach(async () => {
  await ctx.reset();
  page = `/browse?test=${(tests += 1)}`;
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const visit = (url = page, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** A provider with a plan and one published listing in Lantern Bay, made through the app. */
async function publishedListing(title = 'Lantern Bay House') {
  const provider = await createUser(app, { type: 'provider', company: 'Lantern Care' });
  expect(
    (await callAs(app, provider, 'PUT', '/api/subscription', { plan: 'Basic' })).statusCode,
  ).toBe(200);
  const body = listingBody({ title, city: 'Lantern Bay', pricingStartingAt: 4000 });
  const created = await callAs(app, provider, 'POST', '/api/provider/listings', body);
  expect(created.statusCode, created.body).toBe(201);
  return { provider, id: (created.json() as { id: string }).id, body };
}

// The cache of signed-out visitors' pages (docs/decisions/041), with a stand-in web build that
// counts its renders.
describe('the cache of signed-out visitors’ pages', () => {
  it('renders a page once for every signed-out visitor, with one ETag that answers 304', async () => {
    const first = await visit();
    const second = await visit();
    expect(renderOf(second.body)).toBe(renderOf(first.body));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(PAGE_CACHE.anonymous);
    const revalidated = await visit(page, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    // Another address is another page.
    expect(renderOf((await visit(`${page}&page=2`)).body)).toBeGreaterThan(renderOf(first.body));
  });

  it('keeps a phone’s page apart from a wide screen’s, and says it varies by the hint', async () => {
    const wide = await visit();
    const phone = await visit(page, { 'sec-ch-ua-mobile': '?1' });
    expect(wide.body).toContain('phone:false');
    expect(phone.body).toContain('phone:true');
    expect(phone.headers['x-page-cache']).toBe('miss');
    expect(phone.headers.vary).toBe('Cookie, Accept-Encoding, Sec-CH-UA-Mobile');
    const phoneAgain = await visit(page, { 'sec-ch-ua-mobile': '?1' });
    expect(renderOf(phoneAgain.body)).toBe(renderOf(phone.body));
    // A browser that says it is not a phone gets the page of one that says nothing.
    expect(renderOf((await visit(page, { 'sec-ch-ua-mobile': '?0' })).body)).toBe(
      renderOf(wide.body),
    );
  });

  it('renders a page once however many visitors ask for it at the same moment', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, () => visit()));
    expect(new Set(pages.map((page) => renderOf(page.body))).size).toBe(1);
  });

  it('shows a listing, its new price and its removal on the very next visit', async () => {
    const before = renderOf((await visit()).body);
    const { provider, id, body } = await publishedListing();
    const created = await visit();
    expect(created.body).toContain('Lantern Bay House $4000');
    expect(renderOf(created.body)).toBeGreaterThan(before);

    const update = { ...body, pricingStartingAt: 4650 };
    const updated = await callAs(app, provider, 'PUT', `/api/provider/listings/${id}`, update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await visit()).body).toContain('Lantern Bay House $4650');

    const removed = await callAs(app, provider, 'DELETE', `/api/provider/listings/${id}`);
    expect(removed.statusCode).toBeLessThan(300);
    expect((await visit()).body).not.toContain('Lantern Bay House');
  });

  it('renders its pages again after a plan changes (featured listings, plan limits)', async () => {
    const { provider } = await publishedListing('Harbour Light');
    const kept = renderOf((await visit()).body);
    expect(renderOf((await visit()).body)).toBe(kept);
    const upgraded = await callAs(app, provider, 'PUT', '/api/subscription', { plan: 'Premium' });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(renderOf((await visit()).body)).toBeGreaterThan(kept);
  });

  it('keeps its pages through writes that change no page, and through refused writes', async () => {
    const { id } = await publishedListing();
    const kept = renderOf((await visit()).body);
    const family = await createUser(app, { name: 'Fern Family' });
    await callAs(app, family, 'POST', `/api/favorites/${id}`);
    await callAs(app, null, 'POST', `/api/listings/${id}/views`);
    const refused = await callAs(app, family, 'POST', '/api/provider/listings', listingBody());
    expect(refused.statusCode).toBe(403);
    expect(renderOf((await visit()).body)).toBe(kept);
  });

  it('never gives a signed-in visitor’s page to anyone, nor anyone’s page to them', async () => {
    const anonymous = await visit();
    const dana = await createUser(app, { name: 'Dana Reader' });
    const signedIn = await visit(page, { cookie: dana.cookie });
    expect(signedIn.body).toContain('Hello Dana Reader');
    expect(signedIn.headers['cache-control']).toBe(PAGE_CACHE.personal);
    const again = await visit(page, { cookie: dana.cookie });
    expect(renderOf(again.body)).toBeGreaterThan(renderOf(signedIn.body));
    const after = await visit();
    expect(after.body).toContain('Hello visitor');
    expect(renderOf(after.body)).toBe(renderOf(anonymous.body));
  });
});
