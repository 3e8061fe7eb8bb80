import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { PAGE_CACHE } from '#server/http/pages/pages.ts';
import { tourRequests } from '#server/db/schema/index.ts';
import { hashAccessToken } from '#server/modules/tour-requests/tour-request-links.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { createUser } from '#tests/helpers/auth.ts';
import { insertListing } from '#tests/helpers/factories.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

// A stand-in for the built web entry: it calls the API in-process the way route loaders do, so
// these tests pin the server's side of page rendering (status, caching, data, template).
const ENTRY = `
export async function render({ request, fetch, siteUrl }) {
  const url = new URL(request.url);
  const json = async (path) => {
    const answer = await fetch(path);
    return answer.ok ? answer.json() : null;
  };
  const page = (html, status = 200) => ({ kind: 'page', status, head: '', html, state: '{}' });
  if (url.pathname === '/via-api') {
    const me = await fetch('/api/me');
    const name = me.ok ? (await me.json()).name : 'visitor:' + me.status;
    const config = await fetch('/api/config');
    return page(name + ' left:' + config.headers.get('x-ratelimit-remaining'));
  }
  if (url.pathname === '/sign-in' && request.method === 'POST') {
    const form = new URLSearchParams(await request.text());
    const answer = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    });
    if (answer.ok) return { kind: 'redirect', status: 303, location: '/' };
    return page('Failed: ' + (await answer.json()).error.message, answer.status);
  }
  if (url.pathname === '/old') return { kind: 'redirect', status: 301, location: '/new' };
  if (url.pathname === '/auth') {
    return (await json('/api/me')) ? { kind: 'redirect', status: 302, location: '/' } : { kind: 'page', status: 200, head: '', html: 'Sign in', state: '{}' };
  }
  if (url.pathname.startsWith('/tour-requests/')) {
    const tour = await json('/api/tour-requests/by-link/' + url.pathname.split('/')[2]);
    const html = tour ? tour.listingTitle + ':' + tour.status : 'No such request';
    return { kind: 'page', status: tour ? 200 : 404, head: '', html, state: '{}' };
  }
  const me = await json('/api/me');
  const result = await json('/api/listings?type=memory-care&pageSize=2');
  const reviews = await json('/api/website-reviews?limit=1');
  const html = '<h1>' + (me ? 'Hello ' + me.name : 'Hello visitor') + '</h1>' +
    '<p>' + result.listings.map((l) => l.title + ':' + l.careType).join(',') + '</p>' +
    '<p>reviews:' + reviews.summary.count + '</p>';
  return {
    kind: 'page',
    status: url.pathname === '/missing' ? 404 : 200,
    head: '<title>' + url.pathname + '</title>',
    html,
    state: JSON.stringify({ siteUrl }),
  };
}`;
const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
  '<script type="application/json" id="ssr-state"><!--app-state--></script></body></html>';

let ctx: TestContext;
let app: App;
let distDir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  distDir = mkdtempSync(join(tmpdir(), 'carenest-pages-'));
  mkdirSync(join(distDir, '.ssr'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  writeFileSync(join(distDir, '.ssr', 'entry-server.js'), ENTRY);
  app = await buildApp({
    database: ctx.database,
    storage: new LocalStorage({ rootDir: join(distDir, 'uploads') }),
    mailer: { send: async () => {} },
    config: { ...ctx.app.deps.config, webDistDir: distDir },
  });
  await app.ready();
});
beforeEach(() => ctx.reset());
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('fills the template with the head, the markup and the state, from the services in-process', async () => {
    const response = await app.inject({ method: 'GET', url: '/browse?type=memory-care' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<head><title>/browse</title></head>');
    expect(response.body).toContain('<h1>Hello visitor</h1>');
    // The query went through the listing search: only memory-care communities came back.
    expect(response.body).toMatch(/<p>[^<:,]+:memory-care(,[^<:,]+:memory-care)*<\/p>/);
    expect(response.body).toContain('<p>reviews:0</p>');
    expect(response.body).toContain('id="ssr-state">{"siteUrl":"http://localhost:3000"}</script>');
  });

  it('lets a CDN keep an anonymous page briefly and answers 304 to a matching ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    expect(first.headers['cache-control']).toBe(PAGE_CACHE.anonymous);
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(first.headers.vary).toContain('Cookie');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the page in the encoding the browser accepts, each with its own ETag', async () => {
    const plain = await app.inject({ method: 'GET', url: '/browse?type=memory-care' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    const etags = new Set([plain.headers.etag]);
    for (const [encoding, decode] of Object.entries(decoders)) {
      const response = await app.inject({
        method: 'GET',
        url: '/browse?type=memory-care',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decode(response.rawPayload).toString('utf8'), encoding).toBe(plain.body);
      etags.add(response.headers.etag);
    }
    expect(etags.size).toBe(3);
  });

  it('renders for the session and never lets a shared cache keep that page', async () => {
    const user = await createUser(ctx.app, { name: 'Dana Reader' });
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: user.cookie },
    });
    expect(response.body).toContain('<h1>Hello Dana Reader</h1>');
    expect(response.headers['cache-control']).toBe(PAGE_CACHE.personal);
  });

  it('never lets a shared cache keep a redirect the session decided', async () => {
    const user = await createUser(ctx.app, { name: 'Dana Reader' });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/auth',
      headers: { cookie: user.cookie },
    });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/');
    expect(signedIn.headers['cache-control']).toBe(PAGE_CACHE.personal);
    const old = await app.inject({ method: 'GET', url: '/old' });
    expect(old.headers['cache-control']).toBe(PAGE_CACHE.anonymous);
  });

  it('answers with the status and the redirect the render decided', async () => {
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    const old = await app.inject({ method: 'GET', url: '/old' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/new');
  });

  it('shows what a private tour-request link opens, and never lets a shared cache keep it', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Link Care' });
    const listing = await insertListing(ctx.database.db, provider.id, { title: 'Linden House' });
    const token = 'a-private-link-token-for-the-pages-test-00001';
    await ctx.database.db.insert(tourRequests).values({
      listingId: listing.id,
      name: 'Vera Visitor',
      email: 'vera@example.com',
      preferredDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      timeOfDay: 'morning',
      visitors: 1,
      contactPreference: 'email',
      clientKey: 'pages-test',
      accessTokenHash: hashAccessToken(token),
    });
    const page = await app.inject({ method: 'GET', url: `/tour-requests/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Linden House:new');
    expect(page.headers['cache-control']).toBe(PAGE_CACHE.personal);
    const wrong = await app.inject({ method: 'GET', url: `/tour-requests/${token}x` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['cache-control']).toBe(PAGE_CACHE.personal);
  });

  it('calls the API in-process as the visitor: their session and their address', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/via-api' });
    expect(anonymous.body).toContain('visitor:401');
    // A 401 says only that nobody is signed in: the page is every visitor's page.
    expect(anonymous.headers['cache-control']).toBe(PAGE_CACHE.anonymous);
    const user = await createUser(ctx.app, { name: 'Ida Inproc' });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/via-api',
      headers: { cookie: user.cookie },
    });
    expect(signedIn.body).toContain('Ida Inproc');
    expect(signedIn.headers['cache-control']).toBe(PAGE_CACHE.personal);
    // Rate limits count the visitor's address, not the server's own.
    const left = async (remoteAddress: string) => {
      const response = await app.inject({ method: 'GET', url: '/via-api', remoteAddress });
      return Number(/left:(\d+)/.exec(response.body)?.[1]);
    };
    const first = await left('203.0.113.7');
    expect(await left('203.0.113.7')).toBeLessThan(first);
    expect(await left('198.51.100.9')).toBe(first);
  });

  it('answers a form posted to a page: the action signs in and the page carries the cookie', async () => {
    const user = await createUser(ctx.app, { name: 'Fay Former' });
    const body = new URLSearchParams({ email: user.email, password: user.password }).toString();
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
    };
    const ok = await app.inject({ method: 'POST', url: '/sign-in', headers, payload: body });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/');
    expect(ok.headers['cache-control']).toBe(PAGE_CACHE.personal);
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    const home = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: cookie.split(';')[0] },
    });
    expect(home.body).toContain('<h1>Hello Fay Former</h1>');

    const wrong = await app.inject({
      method: 'POST',
      url: '/sign-in',
      headers,
      payload: new URLSearchParams({ email: user.email, password: 'not-the-one-1' }).toString(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Failed: ');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.headers.etag).toBeUndefined();
  });

  it('refuses a form posted to a page from another site, or not as a form', async () => {
    const payload = 'email=a%40example.com&password=x';
    const crossSite = await app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const json = await app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'a@example.com' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('keeps unknown API and media paths as JSON 404s', async () => {
    for (const url of ['/api/nothing-here', '/media/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('NOT_FOUND');
    }
  });
});
