import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;

// docs/decisions/064-compressing-answers.md: an API answer is compressed in one call, however
// many cores the host has. @fastify/compress's own bound (4 to 64 KB, by the host's cores) sent
// larger answers through a compression stream in chunks, at three times the cost.
describe('compressed API answers', () => {
  it('a full page of search results is compressed in one piece, with its length, and reads back the same', async () => {
    const provider = await insertProvider(ctx.database.db);
    const description = 'Sunny rooms, a garden, a library and staff on site every day. '.repeat(24);
    for (let i = 0; i < 50; i++) {
      await insertListing(ctx.database.db, provider, { title: `Garden Court ${i}`, description });
    }
    const url = '/api/listings?pageSize=50&location=Springfield%2C+IL';
    const plain = await ctx.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Above the plugin's largest bound (64 KB, on a single core).
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);

    for (const encoding of ['br', 'gzip'] as const) {
      const response = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(DECODE[encoding](response.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('refuses a compressed request body as malformed rather than inflating it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        origin: TEST_ORIGIN,
      },
      payload: gzipSync(JSON.stringify({ email: 'daughter@example.com' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});
