import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityPageParamsSchema,
  cityPageSchema,
  topCitiesQuerySchema,
  topCitiesSchema,
} from '#shared/city-schemas.ts';
import { AppError } from '../../errors.ts';
import { getCityPage, getTopCities } from './city-pages.service.ts';
import { parseSitemapFileName, sitemapFile, sitemapIndex } from './sitemap.service.ts';

/** Account and provider pages have nothing for a search engine; the API is not for crawling. */
const DISALLOWED = [
  '/dashboard',
  '/profile',
  '/favorites',
  '/create-listing',
  '/edit-listing/',
  '/api/',
];

export function robotsTxt(siteUrl: string): string {
  const rules = DISALLOWED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${rules}\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

// Crawlers may fetch these often; a CDN keeps them an hour.
const CRAWL_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export const seoRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const siteUrl = app.deps.config.publicUrl;
  const hide = { hide: true } as const;

  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWL_CACHE)
      .send(robotsTxt(siteUrl)),
  );

  app.get('/sitemap.xml', { schema: hide }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CRAWL_CACHE)
      .send(await sitemapIndex(app.deps.database.db, siteUrl)),
  );

  app.get(
    '/sitemaps/:name',
    { schema: { ...hide, params: z.object({ name: z.string().max(40) }) } },
    async (request, reply) => {
      const file = parseSitemapFileName(request.params.name);
      const body = file && (await sitemapFile(app.deps.database.db, siteUrl, file));
      if (!body) throw new AppError('NOT_FOUND', 'No such sitemap');
      return reply.type(XML).header('cache-control', CRAWL_CACHE).send(Readable.from(body));
    },
  );

  // The data of the city × care-type pages, for the browser's own navigations (decision 012).
  app.get(
    '/api/city-pages/:careType/:state/:city',
    {
      schema: {
        tags: ['listings'],
        params: cityPageParamsSchema,
        response: { 200: cityPageSchema },
      },
    },
    async (request) => {
      const page = await getCityPage(app.deps.database.db, request.params);
      if (!page) throw new AppError('NOT_FOUND', 'No such city page');
      return page;
    },
  );

  app.get(
    '/api/city-pages',
    {
      schema: {
        tags: ['listings'],
        querystring: topCitiesQuerySchema,
        response: { 200: topCitiesSchema },
      },
    },
    async (request) => getTopCities(app.deps.database.db, request.query.type),
  );
};
