import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { callAs, createUser } from '#tests/helpers/auth.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';
import type { TestContext } from '#tests/helpers/test-app.ts';
import { testAppWithPagesPerFile } from '#tests/helpers/web-pages.ts';

// The real web app, rendered in-process, with the cache of signed-out visitors' pages on
// (docs/decisions/041): the same data gives the same page, rendered or kept.
let ctx: TestContext;
testAppWithPagesPerFile((app) => (ctx = app), { pageCacheSeconds: 60 });

const page = (answer: { rawPayload: Buffer }) => brotliDecompressSync(answer.rawPayload);
const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

describe('a page for the same data', () => {
  it('is the same page with the same ETag, rendered again or kept', async () => {
    const provider = await insertProvider(ctx.database.db);
    const listing = await insertListing(ctx.database.db, provider, { title: 'Juniper Court' });
    for (const url of [`/communities/juniper-court-${listing.id}`, '/browse', '/']) {
      const rendered = await get(url);
      expect(rendered.statusCode, url).toBe(200);
      expect(rendered.headers['x-page-cache'], url).toBe('miss');
      const kept = await get(url);
      expect(kept.headers['x-page-cache'], url).toBe('hit');
      // Compressed fast for the first visitor and densely for the next: the same page.
      expect(page(kept).equals(page(rendered)), url).toBe(true);
      expect(kept.rawPayload.length, url).toBeLessThan(rendered.rawPayload.length);
      expect(kept.headers.etag, url).toBe(rendered.headers.etag);
      expect((await get(url)).rawPayload.equals(kept.rawPayload), url).toBe(true);
    }
    // A write that changes pages drops them; the next render of unchanged data is the same page.
    const before = await get('/browse?type=memory-care');
    const family = await createUser(ctx.app, { name: 'Iris Same' });
    const renamed = await callAs(ctx.app, family, 'PATCH', '/api/me', {
      name: 'Iris Renamed',
      phone: '',
    });
    expect(renamed.statusCode).toBe(200);
    const again = await get('/browse?type=memory-care');
    expect(again.headers['x-page-cache']).toBe('miss');
    expect(again.headers.etag).toBe(before.headers.etag);
  });
});
