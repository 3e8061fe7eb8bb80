import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswerCompression } from './answer-compression.ts';

const text = (bytes: number) =>
  JSON.stringify({ text: 'Garden Court, assisted living. '.repeat(bytes / 31) });
const LARGE = text(300 * 1024);
const MEDIUM = text(20 * 1024);
const SMALL = text(500);

const app = Fastify();
beforeAll(async () => {
  registerAnswerCompression(app);
  app.get('/large', async (_request, reply) => reply.type('application/json').send(LARGE));
  app.get('/medium', async () => MEDIUM);
  app.get('/small', async () => SMALL);
  app.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.from(MEDIUM)));
  app.get('/varied', async (_request, reply) => reply.header('vary', 'Cookie').send(MEDIUM));
  app.get('/coded', async (_request, reply) =>
    reply.header('content-encoding', 'br').type('application/json').send(Buffer.from(MEDIUM)),
  );
  app.get('/streamed', async (_request, reply) =>
    reply.type('application/xml').send(Readable.from([MEDIUM, MEDIUM])),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('registerAnswerCompression', () => {
  it('compresses an answer in the best coding the client accepts, in one piece, with its length', async () => {
    for (const [url, body] of [
      ['/medium', MEDIUM],
      ['/large', LARGE],
    ] as const) {
      for (const [accepted, coding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const response = await get(url, accepted);
        expect(response.headers['content-encoding'], url).toBe(coding);
        expect(response.headers['transfer-encoding'], url).toBeUndefined();
        expect(Number(response.headers['content-length']), url).toBe(response.rawPayload.length);
        expect(response.rawPayload.length, url).toBeLessThan(body.length / 4);
        expect(response.headers.vary, url).toBe('accept-encoding');
        expect(DECODE[coding](response.rawPayload).toString(), url).toBe(body);
      }
    }
  });

  it('sends as they are answers to clients that accept no coding, small answers and pictures', async () => {
    for (const [url, accepted] of [
      ['/medium', undefined],
      ['/medium', 'deflate, identity'],
      ['/small', 'br'],
      ['/picture', 'br'],
    ] as const) {
      const response = await get(url, accepted);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.headers.vary, url).toBeUndefined();
      expect(response.body, url).toBe(url === '/small' ? SMALL : MEDIUM);
    }
  });

  it('adds to a Vary the route set and leaves an answer already coded alone', async () => {
    expect((await get('/varied', 'br')).headers.vary).toBe('Cookie, accept-encoding');
    const coded = await get('/coded', 'gzip');
    expect(coded.headers['content-encoding']).toBe('br');
    expect(coded.body).toBe(MEDIUM);
  });

  it('compresses a streamed answer as it streams', async () => {
    const response = await get('/streamed', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MEDIUM + MEDIUM);
  });
});
