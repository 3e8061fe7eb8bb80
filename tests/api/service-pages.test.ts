import { describe, expect, it } from 'vitest';
import { SERVICE_MENU } from '#shared/constants.ts';
import type { TestContext } from '#tests/helpers/test-app.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { testAppWithPagesPerFile } from '#tests/helpers/web-pages.ts';

let ctx: TestContext;
testAppWithPagesPerFile((app) => (ctx = app));

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const canonical = (html: string) => /<link [^>]*rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('care-type pages (/services/{type})', () => {
  it('answers a care type with its page, whose canonical address is its own', async () => {
    const response = await get('/services/memory-care');
    expect(response.statusCode).toBe(200);
    expect(h1(response.body)).toBe('Memory Care');
    expect(canonical(response.body)).toBe(`${TEST_ORIGIN}/services/memory-care`);
  });

  it('answers an unknown type with the not-found page and status 404, not another page', async () => {
    for (const url of ['/services/unknown-thing', '/services/assisted-living-x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(h1(response.body), url).toBe('Oops! Page not found');
      expect(response.body, url).toMatch(/<meta [^>]*name="robots" content="noindex/);
    }
  });

  it('moves another spelling of a type permanently to its page', async () => {
    const moves = {
      '/services/adult-day-care': '/services/adult-daycare',
      '/services/Memory-Care': '/services/memory-care',
      '/services/skilled_nursing': '/services/skilled-nursing',
      '/services/Adult%20Day%20Care': '/services/adult-daycare',
    };
    for (const [from, to] of Object.entries(moves)) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('answers every page the Services menu and the sitemap list with 200 and its own address', async () => {
    const sitemap = (await get('/sitemaps/pages.xml')).body;
    const listed = [...sitemap.matchAll(/<loc>[^<]*(\/services\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed).toHaveLength(SERVICE_MENU.length);
    for (const path of listed) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(canonical(response.body), path).toBe(`${TEST_ORIGIN}${path}`);
    }
    for (const { slug } of SERVICE_MENU) {
      expect([200, 301], slug).toContain((await get(`/services/${slug}`)).statusCode);
    }
  });
});
