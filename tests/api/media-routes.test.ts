import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '#server/errors.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { registerMediaRoutes } from '#server/storage/media-routes.ts';

let parent: string;
let app: FastifyInstance;
let image: Buffer;
const SECRET = 'top-secret-outside-the-root';

beforeAll(async () => {
  // parent/uploads is the storage root; parent/secret.txt must never be reachable.
  parent = await mkdtemp(path.join(tmpdir(), 'carenest-media-'));
  await writeFile(path.join(parent, 'secret.txt'), SECRET);
  const storage = new LocalStorage({ rootDir: path.join(parent, 'uploads') });
  image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .webp()
    .toBuffer();
  await storage.put('listings/u1/abc123def456_1700000000000.webp', image, 'image/webp');
  await storage.put('notes/readme.txt', Buffer.from('hello'), 'text/plain');

  app = Fastify();
  registerErrorHandling(app);
  registerMediaRoutes(app, storage);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(parent, { recursive: true, force: true });
});

describe('GET /media/*', () => {
  it('serves a stored file with its bytes and safe headers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/media/listings/u1/abc123def456_1700000000000.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(image)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe(String(image.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('uses the stored content type', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/notes/readme.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('hello');
  });

  it('answers 404 with the error shape for a missing key', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/listings/u1/nope.webp' });
    expect(res.statusCode).toBe(404);
    const body = res.json() as { error: { code: string; message: string }; requestId: string };
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect(typeof body.requestId).toBe('string');
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('never serves files outside the root', async () => {
    const attempts = [
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/..%2fsecret.txt',
      '/media/%2e%2e%2fsecret.txt',
      '/media/listings/..%2f..%2fsecret.txt',
      '/media/..%5csecret.txt',
      '/media/%2fetc%2fpasswd',
      '/media//etc/passwd',
      '/media/.meta/notes/readme.txt.json',
      '/media/',
    ];
    for (const url of attempts) {
      const res = await app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain(SECRET);
      expect(res.body, url).not.toContain('root:');
    }
  });
});
