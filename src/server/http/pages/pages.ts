import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { toFetchHeaders } from '../fetch-headers.ts';
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from '../origin.ts';
import { PERSONAL_CACHE } from '../personal-cache.ts';
import { createInProcessApi } from './in-process-api.ts';
import { namesEtag, type PageCache, RenderedPage } from './page-cache.ts';
import { acceptedCoding } from '../content-coding.ts';
import type { PageEncoding } from './page-encoding.ts';
import { pageTemplate } from './page-template.ts';
import { PHONE_HINT, saysPhone } from './phone-hint.ts';
import type { WebFrontend } from './web-frontend.ts';

/**
 * A page nobody is signed in to is the same for every visitor: a CDN may keep it a minute and
 * serve it stale for ten while it fetches a fresh one. A signed-in page is never shared.
 */
export const PAGE_CACHE = {
  anonymous: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  personal: PERSONAL_CACHE,
} as const;

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

/** The page request as React Router's static handler reads it: a GET, or a form's POST. */
function toFetchRequest(request: FastifyRequest, url: URL): Request {
  const isPost = request.method === 'POST';
  return new Request(url, {
    method: isPost ? 'POST' : 'GET',
    // The body is handed over as a string, which sets its own length.
    headers: toFetchHeaders(request.headers, ['content-length']),
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

/** What a page request is answered with, and what only its own visitor may get. */
export interface PageAnswer {
  result:
    { kind: 'redirect'; status: number; location: string } | { kind: 'page'; page: RenderedPage };
  /** The answer depended on the session, a private link, or a form's input. */
  personal: boolean;
  /** Set-Cookie headers the API sent during the render (a sign-in through a form). */
  setCookies: readonly string[];
}

export type PageAnswerCache = PageCache<PageAnswer>;

const encodingOf = (request: FastifyRequest) => acceptedCoding(request.headers['accept-encoding']);

async function renderAnswer(
  web: WebFrontend,
  siteUrl: string,
  request: FastifyRequest,
  phone = saysPhone(request.headers),
): Promise<PageAnswer> {
  const url = new URL(request.url, siteUrl);
  const api = createInProcessApi(request, siteUrl);
  const page = await web.render({
    request: toFetchRequest(request, url),
    fetch: api.fetch,
    siteUrl,
    phone,
  });
  // A page rendered for a session or a private link, a redirect decided by one, or the answer to
  // a form (it may show what was typed) is never shared.
  const personal = api.personal() || request.method === 'POST';
  const setCookies = api.setCookies();
  if (page.kind === 'redirect') return { result: page, personal, setCookies };
  const { head, html, state } = page;
  const bytes = pageTemplate(await web.template(url.pathname)).fill({ head, html, state });
  const rendered = new RenderedPage(page.status, bytes);
  return { result: { kind: 'page', page: rendered }, personal, setCookies };
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PageAnswer,
  encoding: PageEncoding,
) {
  reply.header('vary', `Cookie, Accept-Encoding, ${PHONE_HINT}`);
  if (answer.setCookies.length > 0) reply.header('set-cookie', [...answer.setCookies]);
  reply.header('cache-control', answer.personal ? PAGE_CACHE.personal : PAGE_CACHE.anonymous);
  const { result } = answer;
  if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
  const etag = result.page.etagFor(encoding);
  if (request.method !== 'POST') {
    reply.header('etag', etag);
    if (namesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .code(result.page.status)
    .type('text/html; charset=utf-8')
    .send(result.page.bytes(encoding));
}

/**
 * A page is looked up by its address, whether the browser said it is a phone, and the visitor's
 * cookies: a signed-in visitor's cookies are theirs alone, and their page is personal anyway
 * (never kept), so nobody is ever given another person's page. Forms (POST) are never looked up.
 */
async function answerPage(
  web: WebFrontend,
  siteUrl: string,
  cache: PageAnswerCache | null,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!cache || request.method === 'POST') {
    return send(request, reply, await renderAnswer(web, siteUrl, request), encodingOf(request));
  }
  let rendered = false;
  const phone = saysPhone(request.headers);
  const key = `${request.url}\n${phone ? 'phone' : 'wide'}\n${request.headers.cookie ?? ''}`;
  const answer = await cache.get(key, async () => {
    rendered = true;
    const fresh = await renderAnswer(web, siteUrl, request, phone);
    return { value: fresh, shareable: !fresh.personal && fresh.setCookies.length === 0 };
  });
  // Says whether this answer was rendered for the request or was one kept (for operators and
  // the tests; a personal page is always rendered).
  reply.header('x-page-cache', rendered ? 'miss' : 'hit');
  return send(request, reply, answer, encodingOf(request));
}

/**
 * Every GET that is not an API, media or static file route is a page rendered on the server; a
 * POST to a page is its form, sent without the page's script, handled by the route's action.
 */
export function registerPages(
  app: FastifyInstance,
  web: WebFrontend | null,
  cache: PageAnswerCache | null,
) {
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
      return answerPage(web, siteUrl, cache, request, reply);
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });
}
