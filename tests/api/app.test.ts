import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { AppError } from '#server/errors.ts';
import { HEADERS_TOO_LARGE_PAGE } from '#server/http/client-errors.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';
import { precompressDir } from '../../scripts/precompress.mjs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('HTTP basics', () => {
  it('GET /api/health answers 200 when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sets security headers with a strict CSP on every response', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('unknown /api paths give the JSON 404 error shape with the request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found' },
      requestId: expect.any(String),
    });
    expect(response.headers['x-request-id']).toBe(body.requestId);
  });

  it('a path id longer than any id, or a malformed path, still gets the error shape', async () => {
    const long = await ctx.app.inject({ url: `/api/listings/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found' },
      requestId: expect.any(String),
    });
    const malformed = await ctx.app.inject({ url: '/api/listings/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('headers too large (431) or a request that does not parse (400) still get the error shape', async () => {
    // Node answers these before Fastify sees a request, so only a real socket shows them.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rawAnswer = (request: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
        socket.on('data', (chunk) => (answer += chunk)).on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const cases = [
      [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['NOT HTTP AT ALL\r\n\r\n', 400],
    ] as const;
    for (const [request, status] of cases) {
      const answer = await rawAnswer(request);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toMatch(/content-type: application\/json/i);
      const parsed = JSON.parse(body);
      expect(parsed).toEqual({
        error: {
          code: status === 431 ? 'HEADERS_TOO_LARGE' : 'VALIDATION_ERROR',
          message: expect.any(String),
        },
        requestId: expect.any(String),
      });
      expect(head).toContain(`X-Request-Id: ${parsed.requestId}`);
    }
    // A browser whose cookies grew too large is told so on a page, not in JSON.
    const browser = await rawAnswer(
      `GET /browse HTTP/1.1\r\nHost: x\r\nAccept: text/html,*/*;q=0.8\r\nCookie: a=${'b'.repeat(20_000)}\r\n\r\n`,
    );
    const [head, body] = browser.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toMatch(/content-type: text\/html/i);
    expect(body).toContain(`<h1>${HEADERS_TOO_LARGE_PAGE.title}</h1>`);
    expect(body).toContain('Clear CareNest&#39;s cookies');
  });

  it('refuses a state change from another origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a state change with a form-encoded body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(response.statusCode).toBe(415);
  });

  it('serves the OpenAPI document generated from route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/listings',
        '/api/provider/listings',
        '/api/favorites',
      ]),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('errors', () => {
  let app: App;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'carenest-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>CareNest</title>');
    mkdirSync(join(distDir, '.ssr'));
    writeFileSync(
      join(distDir, '.ssr', 'entry-server.js'),
      'export const render = async () => ({ kind: "page", status: 200, head: "", html: "", state: "{}" });',
    );
    writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log("x");'.repeat(200));
    // As the build leaves it: each asset beside its .br and .gz.
    precompressDir(distDir);
    app = await buildApp({
      database: ctx.database,
      storage: new LocalStorage({ rootDir: join(distDir, 'uploads') }),
      mailer: { send: async () => {} },
      config: { ...ctx.app.deps.config, webDistDir: distDir },
    });
    app.get('/api/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist at line 3');
    });
    app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'Already there');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('an unknown error becomes a generic 500 without stack or SQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret_table');
    expect(response.json().error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('an AppError maps its code to the status and keeps its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'CONFLICT', message: 'Already there' });
  });

  it('renders pages for any other GET, but never serves the template or the server bundle', async () => {
    const response = await app.inject({ method: 'GET', url: '/browse?type=memory-care' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const url of ['/index.html', '/.ssr/entry-server.js']) {
      const raw = await app.inject({ method: 'GET', url });
      expect(raw.headers['content-type'], url).toContain('text/html');
      expect(raw.body, url).not.toContain('export const render');
    }
  });

  it('serves hashed assets with long immutable caching, compressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own compressed copies of an asset as they are", async () => {
    const path = join(distDir, 'assets', 'app-abc123.js');
    for (const [encoding, file] of [
      ['br', `${path}.br`],
      ['gzip', `${path}.gz`],
      ['identity', path],
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toContain('javascript');
      expect(response.headers['content-encoding'], encoding).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(response.headers.vary, encoding).toContain('accept-encoding');
      expect(response.rawPayload.equals(readFileSync(file)), encoding).toBe(true);
    }
  });
});
