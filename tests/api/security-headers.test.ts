import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHeaderValue } from '#server/http/security.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('security headers', () => {
  it('the API docs get the app’s strict policy, not a weaker default', async () => {
    const app = await get('/api/health');
    const docs = await get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toBe(cspHeaderValue());
    expect(app.headers['content-security-policy']).toBe(cspHeaderValue());
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('framing is refused consistently: X-Frame-Options DENY beside frame-ancestors none', async () => {
    for (const url of ['/api/health', '/api/docs/']) {
      const response = await get(url);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('uploaded media is served inline with a safe file name', async () => {
    const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    const key = 'listings/u1/abc123def456_1700000000000.webp';
    await ctx.storage.put(key, image, 'image/webp');
    const response = await get(`/media/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="abc123def456_1700000000000.webp"',
    );
  });
});
