import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { toFetchHeaders } from '../fetch-headers.ts';

type LightAnswer = LightMyRequestResponse;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** As many redirects as a browser's fetch follows before it gives up. */
const MAX_REDIRECTS = 20;

/**
 * Whether an answer depended on who asked (the API marks those `private, no-store`,
 * personal-cache.ts). A 401 only says nobody is signed in: the page then shows what every
 * visitor sees, so it may still be shared (it varies on Cookie).
 */
const isPersonal = (status: number, cacheControl: string) =>
  status !== 401 && /\b(private|no-store)\b/.test(cacheControl);

function parseCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/** Keeps a Set-Cookie in the jar, so a later call in the same render sends the new session. */
function remember(jar: Map<string, string>, setCookie: string) {
  const [pair, ...attributes] = setCookie.split(';');
  const at = pair.indexOf('=');
  if (at <= 0) return;
  const name = pair.slice(0, at).trim();
  const value = pair.slice(at + 1).trim();
  const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-)/i.test(a));
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}

const asList = (value: string | string[] | number | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [String(value)];

/** The injected answer as a fetch Response (its Set-Cookie headers are taken apart by the caller). */
function toResponse(answer: LightAnswer): Response {
  const headers = toFetchHeaders(answer.headers, ['set-cookie']);
  const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
  return new Response(body, { status: answer.statusCode, headers });
}

function targetOf(input: Parameters<typeof fetch>[0], site: URL): URL {
  const target = new URL(input instanceof Request ? input.url : String(input), site);
  if (target.origin !== site.origin || !target.pathname.startsWith('/api/')) {
    throw new TypeError(`Only the API is called in-process, not ${target.href}`);
  }
  return target;
}

/** The call's headers, as the visitor: their cookies (updated by earlier answers) and browser. */
function headersFor(
  request: FastifyRequest,
  init: RequestInit,
  jar: Map<string, string>,
  site: URL,
) {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  if (cookie) headers.cookie = cookie;
  // The page request's own origin check already passed (pages.ts); this call is ours.
  headers.origin = site.origin;
  headers.host = request.headers.host ?? site.host;
  const agent = request.headers['user-agent'];
  if (agent) headers['user-agent'] = agent;
  return headers;
}

/**
 * The API transport of one page render: a `fetch` that asks this same Fastify app in-process
 * (`app.inject`) as the visitor — their cookies and their address, so sessions and rate limits
 * are theirs — and remembers what the page's answer must carry: the Set-Cookie headers of the
 * answers (a sign-in through a form) and whether any answer was personal.
 */
export function createInProcessApi(request: FastifyRequest, siteUrl: string) {
  const jar = parseCookies(request.headers.cookie);
  const setCookies: string[] = [];
  let personal = false;
  const site = new URL(siteUrl);

  const call = async (target: URL, init: RequestInit) => {
    const answer = await request.server.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers: headersFor(request, init, jar, site),
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    personal ||= isPersonal(answer.statusCode, String(answer.headers['cache-control'] ?? ''));
    for (const one of asList(answer.headers['set-cookie'])) {
      setCookies.push(one);
      remember(jar, one);
    }
    return answer;
  };

  // Redirects are followed as the browser's fetch follows them (a sample's id moved to the
  // provider's published copy answers 301), GETs only: the API redirects no state change.
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    let target = targetOf(input, site);
    let answer = await call(target, init);
    for (let hops = 0; hops < MAX_REDIRECTS; hops += 1) {
      const location = answer.headers.location;
      const isGet = (init.method ?? 'GET') === 'GET';
      if (!REDIRECT_STATUSES.has(answer.statusCode) || !isGet || typeof location !== 'string')
        break;
      target = targetOf(new URL(location, target).href, site);
      answer = await call(target, init);
    }
    return toResponse(answer);
  };

  return {
    fetch,
    /** The Set-Cookie headers the API sent during this render, for the page's own answer. */
    setCookies: (): readonly string[] => setCookies,
    /** True once an answer depended on the session: the page must not be shared. */
    personal: () => personal,
  };
}
