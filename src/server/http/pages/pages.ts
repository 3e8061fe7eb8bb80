import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from '../origin.ts';
import { PERSONAL_CACHE } from '../personal-cache.ts';
import { createInProcessApi } from './in-process-api.ts';
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
    // The body is handed over as a string below, which sets its own length.
    if (value === undefined || name === 'content-length') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

/** The page request as React Router's static handler reads it: a GET, or a form's POST. */
function toFetchRequest(request: FastifyRequest, url: URL): Request {
  const isPost = request.method === 'POST';
  return new Request(url, {
    method: isPost ? 'POST' : 'GET',
    headers: headersOf(request),
    body: isPost ? String(request.body ?? '') : undefined,
  });
}

/**
 * A form posted to a page (sign-in, sign-up, … without the page's script) changes something, so
 * it passes the API's own checks for state changes: our origin, and a form body.
 */
function checkFormPost(request: FastifyRequest, trustedOrigins: string[]) {
  if (!isSameOriginRequest(request, trustedOrigins)) {
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  }
  if (!FORM_TYPE.test(request.headers['content-type'] ?? '')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the form as application/x-www-form-urlencoded',
    );
  }
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
  const api = createInProcessApi(request, siteUrl);
  const page = await web.render({
    request: toFetchRequest(request, url),
    fetch: api.fetch,
    siteUrl,
  });
  reply.header('vary', 'Cookie, Accept-Encoding');
  // A session signed in (or out) by a form's action reaches the browser with the page.
  if (api.setCookies().length > 0) reply.header('set-cookie', [...api.setCookies()]);
  // A page rendered for a session or a private link, a redirect decided by one, or the answer to
  // a form (it may show what was typed) is never shared.
  const personal = () => api.personal() || request.method === 'POST';
  const cacheControl = () => (personal() ? PAGE_CACHE.personal : PAGE_CACHE.anonymous);
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
  if (request.method !== 'POST') {
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(page.status).type('text/html; charset=utf-8').send(encodePage(html, encoding));
}

/**
 * Every GET that is not an API, media or static file route is a page rendered on the server; a
 * POST to a page is its form, sent without the page's script, handled by the route's action.
 */
export function registerPages(app: FastifyInstance, web: WebFrontend | null) {
  const { publicUrl: siteUrl, trustedOrigins } = app.deps.config;
  // Read as text and handed to the action as it came; the app's body limit applies. API routes
  // never see it: their state changes must be JSON or multipart (security.ts).
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage = ['GET', 'HEAD', 'POST'].includes(request.method);
    if (web && wantsPage && !path.startsWith('/api/') && !path.startsWith('/media/')) {
      if (request.method === 'POST') checkFormPost(request, trustedOrigins);
      return renderPage(web, siteUrl, request, reply);
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });
}
