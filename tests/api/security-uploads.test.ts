import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { subscribeAndList } from '#tests/helpers/api-listing.ts';
import { pngImage } from '#tests/helpers/multipart.ts';

// Hole 4: a multipart upload with 7 files answered 200 and silently kept the first one.
let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

function manyFiles(files: Buffer[]) {
  const boundary = `----carenest-${Math.random().toString(36).slice(2)}`;
  const parts = files.flatMap((file, i) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const storedFiles = () => readdirSync(ctx.uploadsDir, { recursive: true }).length;

async function post(user: TestUser, url: string, files: Buffer[]) {
  const { payload, contentType } = manyFiles(files);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(user), 'content-type': contentType },
    payload,
  });
}

describe('an upload carries exactly one file', () => {
  it('refuses 7 avatar files with 400 and a clear message, storing nothing', async () => {
    const seeker = await createUser(ctx.app);
    const images = await Promise.all([...'1234567'].map(() => pngImage()));
    const response = await post(seeker, '/api/me/avatar', images);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/one image at a time/i);
    expect(storedFiles()).toBe(0);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: authHeaders(seeker),
    });
    expect(me.json().profileImage).toBeNull();
  });

  it('refuses 2 listing images in one request, keeping the listing as it was', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    const headers = authHeaders(provider);
    const id = await subscribeAndList(ctx.app, provider);
    const image = await pngImage();
    const response = await post(provider, `/api/provider/listings/${id}/images`, [image, image]);
    expect(response.statusCode).toBe(400);
    expect(storedFiles()).toBe(0);
    const listing = await ctx.app.inject({
      method: 'GET',
      url: `/api/provider/listings/${id}`,
      headers,
    });
    expect(listing.json().images).toEqual([]);
    const one = await post(provider, `/api/provider/listings/${id}/images`, [image]);
    expect(one.statusCode).toBe(200);
  });
});

// Only the upload routes read multipart bodies (storage/upload-scope.ts): elsewhere the parser
// and its per-answer hooks are not there, and a file sent anyway is refused before any handler.
describe('a file sent where no upload is taken', () => {
  it('is refused with 415 in the API error shape, on routes with and without a body schema', async () => {
    const seeker = await createUser(ctx.app);
    const image = await pngImage();
    const before = storedFiles();
    for (const url of [
      '/api/newsletter',
      '/api/provider/listings/import-samples',
      '/api/saved-searches',
    ]) {
      const response = await post(seeker, url, [image]);
      expect(response.statusCode, url).toBe(415);
      expect(response.json().error.code, url).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(storedFiles()).toBe(before);
  });

  it('still reaches the upload routes, which store it', async () => {
    const seeker = await createUser(ctx.app);
    const before = storedFiles();
    const response = await post(seeker, '/api/me/avatar', [await pngImage()]);
    expect(response.statusCode).toBe(200);
    expect(response.json().profileImage).toEqual(expect.any(String));
    expect(storedFiles()).toBeGreaterThan(before);
  });
});
