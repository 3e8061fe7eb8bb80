import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { PERSONAL_CACHE } from '../personal-cache.ts';
import { createPageData } from './page-data.ts';
import { encodePage, pageEncoding } from './page-encoding.ts';
import type { WebFrontend } from './web-frontend.ts';

/**
 * A page nobody is signed in to is the same for every visitor: a CDN may keep it a minute and
 * serve it stale for ten while it fetches a fresh one. A signed-in page is never shared.
 */
export const PAGE_CACHE = {
  anonymous: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  personal: PERSONAL_CACHE,
} as const;

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

const fill = (template: string, parts: Record<string, string>) =>
  template.replace(/<!--app-(head|html|state)-->/g, (_, name: string) => parts[name] ?? '');

async function renderPage(
  web: WebFrontend,
  siteUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = new URL(request.url, siteUrl);
  const data = createPageData(request);
  const page = await web.render({
    request: new Request(url, { headers: headersOf(request) }),
    data: data.source,
    siteUrl,
  });
  reply.header('vary', 'Cookie, Accept-Encoding');
  // A page rendered for a session or a private link, or a redirect decided by one, is never shared.
  const cacheControl = () => (data.personal() ? PAGE_CACHE.personal : PAGE_CACHE.anonymous);
  if (page.kind === 'redirect') {
    reply.header('cache-control', cacheControl());
    return reply.redirect(page.location, page.status);
  }
  const { head, html: body, state } = page;
  const html = fill(await web.template(url.pathname), { head, html: body, state });
  const encoding = pageEncoding(request.headers['accept-encoding']);
  // One ETag per representation: the gzip and brotli bytes of a page are different bodies.
  const etag = `"${createHash('sha1').update(html).digest('base64url')}-${encoding}"`;
  reply.header('cache-control', cacheControl());
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(page.status).type('text/html; charset=utf-8').send(encodePage(html, encoding));
}

/** Every GET that is not an API, media or static file route is a page rendered on the server. */
export function registerPages(app: FastifyInstance, web: WebFrontend | null) {
  const siteUrl = app.deps.config.publicUrl;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (web && wantsPage && !path.startsWith('/api/') && !path.startsWith('/media/')) {
      return renderPage(web, siteUrl, request, reply);
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });
}
