import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { listings } from '#server/db/schema/index.ts';
import { sitemapFile, sitemapIndex } from '#server/modules/seo/sitemap.service.ts';
import { slugSql } from '#server/modules/seo/slug-sql.ts';
import { slugify } from '#shared/seo-paths.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';
import { testAppPerFile, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
async function text(stream: AsyncIterable<string> | null) {
  let out = '';
  for await (const part of stream ?? []) out += part;
  return out;
}

describe('GET /robots.txt', () => {
  it('is plain text that keeps crawlers out of account pages and the API and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/dashboard', '/profile', '/favorites', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('indexes the pages file, the community files and the city files', async () => {
    const provider = await insertProvider(ctx.database.db);
    await insertListing(ctx.database.db, provider, { title: 'Maple Grove Residence' });
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(response.body)).toEqual([
      `${TEST_ORIGIN}/sitemaps/pages.xml`,
      `${TEST_ORIGIN}/sitemaps/communities-1.xml`,
      `${TEST_ORIGIN}/sitemaps/cities-1.xml`,
    ]);
  });

  it('lists real communities with their canonical page and last change, never samples', async () => {
    const provider = await insertProvider(ctx.database.db);
    const maple = await insertListing(ctx.database.db, provider, { title: 'Maple Grove & Sons' });
    // A provider's imported copy of a sample is sample content until they edit and save it.
    await insertListing(ctx.database.db, provider, {
      title: 'Copy',
      importedSampleId: '1',
      draft: true,
    });
    const changed = new Date('2026-05-04T03:02:01.000Z');
    await ctx.database.db
      .update(listings)
      .set({ updatedAt: changed })
      .where(eq(listings.id, maple.id));
    const response = await get('/sitemaps/communities-1.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body).toContain(
      `<url><loc>${TEST_ORIGIN}/communities/maple-grove-sons-${maple.id}</loc><lastmod>2026-05-04T03:02:01.000Z</lastmod></url>`,
    );
    expect(locs(response.body)).toHaveLength(1);
    expect((await get('/sitemaps/communities-2.xml')).statusCode).toBe(404);
  });

  it('lists each care type × city with a real community once, with its last change', async () => {
    const provider = await insertProvider(ctx.database.db);
    const portland = { city: 'Portland', state: 'OR' };
    await insertListing(ctx.database.db, provider, { ...portland, careType: 'memory-care' });
    const newer = await insertListing(ctx.database.db, provider, {
      city: 'portland ',
      state: 'or',
      careType: 'memory-care',
    });
    await insertListing(ctx.database.db, provider, { city: 'Cañon City', state: 'CO' });
    // A sample copy its provider has not saved yet (a draft) is not a real community: no page.
    await insertListing(ctx.database.db, provider, {
      city: 'Salem',
      state: 'OR',
      importedSampleId: '1',
      draft: true,
    });
    const changed = new Date('2030-06-01T00:00:00.000Z');
    await ctx.database.db
      .update(listings)
      .set({ updatedAt: changed })
      .where(eq(listings.id, newer.id));
    const response = await get('/sitemaps/cities-1.xml');
    expect(response.statusCode).toBe(200);
    expect(locs(response.body)).toEqual([
      `${TEST_ORIGIN}/assisted-living/co/canon-city`,
      `${TEST_ORIGIN}/memory-care/or/portland`,
    ]);
    expect(response.body).toContain('<lastmod>2030-06-01T00:00:00.000Z</lastmod>');
    expect((await get('/sitemaps/cities-2.xml')).statusCode).toBe(404);
  });

  it('lists the content pages', async () => {
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toContain(`${TEST_ORIGIN}/`);
    expect(pages).toContain(`${TEST_ORIGIN}/services/memory-care`);
    expect(pages).toContain(`${TEST_ORIGIN}/resources/guides/tour-checklist`);
    expect(pages).toContain(`${TEST_ORIGIN}/about`);
    expect(pages).not.toContain(`${TEST_ORIGIN}/dashboard`);
    for (const name of ['other.xml', 'communities-0.xml']) {
      expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('splits communities into files of at most the limit, each read in id order', async () => {
    const provider = await insertProvider(ctx.database.db);
    const rows = [];
    for (let i = 0; i < 5; i += 1) {
      rows.push(await insertListing(ctx.database.db, provider, { title: `Home ${i}` }));
    }
    const sorted = rows.map((r) => r.id).sort();
    const index = locs(await sitemapIndex(ctx.database.db, TEST_ORIGIN, 2));
    expect(index.filter((loc) => loc.includes('communities-'))).toHaveLength(3);
    const files = [];
    for (const page of [1, 2, 3, 4]) {
      files.push(
        locs(
          await text(
            await sitemapFile(ctx.database.db, TEST_ORIGIN, { kind: 'communities', page }, 2),
          ),
        ),
      );
    }
    expect(files.map((f) => f.length)).toEqual([2, 2, 1, 0]);
    expect(files.flat().map((loc) => loc.slice(-36))).toEqual(sorted);
  });
});

describe('the SQL slug', () => {
  it('matches slugify for the names cities are written with', async () => {
    const names = [
      'Portland',
      'St. Louis',
      "Coeur d'Alène",
      'CAÑON  CITY',
      ' -Winston-Salem- ',
      'Ünïon 2',
    ];
    for (const name of names) {
      const result = await ctx.database.db.execute(
        sql`select ${slugSql(sql`${name}::text`)} as slug`,
      );
      const rows = (result as unknown as { rows: { slug: string }[] }).rows;
      expect(rows[0].slug, name).toBe(slugify(name));
    }
  });
});
