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
