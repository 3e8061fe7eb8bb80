// The server-rendered pages, measured as a browser gets them, each against the API mix that
// serves the same data (its ceiling): a page does that API work in-process, then renders.
import { communityPath, cityPath } from '../src/shared/seo-paths.ts';
import type { ListingView } from '../src/shared/listing-schemas.ts';
import {
  BENCH_CREDENTIALS,
  BROWSER_ACCEPT_ENCODING,
  CARE_TYPES_AND_PRICE_MIX,
  otherCareType,
  priceRange,
  type BenchRequest,
  type Mix,
} from './mixes.ts';

/**
 * What Chrome sends for a page: the server answers brotli (page-encoding.ts), and compressing
 * is part of what a page costs. The API mixes send no Accept-Encoding (a proxy compresses them),
 * but for one ('place + price sort, brotli').
 */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
};

/** The API mix that reads the city pages' data: what the city page's loader asks for. */
export const CITY_DATA_MIX = 'city page data';

export const SIGNED_IN_HOME = 'home page, signed in';

const page = (path: string): BenchRequest => ({ method: 'GET', path, headers: PAGE_HEADERS });

const cityApiPath = (l: ListingView) =>
  cityPath(l.careType, l.location.state, l.location.city).replace(/^\//, '/api/city-pages/');

/** GET /api/city-pages/{type}/{st}/{city} for the sample's own care type and city. */
export function cityDataMix(sample: ListingView[]): Mix {
  return {
    name: CITY_DATA_MIX,
    kind: 'other',
    requests: sample.map((l) => ({ method: 'GET', path: cityApiPath(l) })),
  };
}

const browse = (params: Record<string, string | string[]>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  return page(`/browse?${query}`);
};

/**
 * The page mixes. `ceiling` names the API mix holding the same data and how many of its
 * requests make one page's worth (the home page needs both of "home page calls").
 */
export function pageMixes(sample: ListingView[], longTail: ListingView[] = []): Mix[] {
  const each = (fn: (l: ListingView) => BenchRequest) => sample.map(fn);
  const home = [page('/')];
  return [
    ...(longTail.length > 0 ? [longTailMix(longTail)] : []),
    {
      name: 'home page',
      kind: 'page',
      requests: home,
      ceiling: { mix: 'home page calls', perPage: 2 },
    },
    {
      name: '/browse',
      kind: 'page',
      requests: [page('/browse')],
      ceiling: { mix: 'no filter', perPage: 1 },
    },
    {
      name: '/browse, care types + price',
      kind: 'page',
      requests: each((l) =>
        browse({ type: [l.careType, otherCareType(l.careType)], ...priceRange(l) }),
      ),
      ceiling: { mix: CARE_TYPES_AND_PRICE_MIX, perPage: 1 },
    },
    {
      name: 'community page',
      kind: 'page',
      requests: each((l) => page(communityPath(l))),
      ceiling: { mix: 'listing detail', perPage: 1 },
    },
    {
      name: 'city page',
      kind: 'page',
      requests: each((l) => page(cityPath(l.careType, l.location.state, l.location.city))),
      ceiling: { mix: CITY_DATA_MIX, perPage: 1 },
    },
    {
      // The session cookie is added once the server runs (withSession).
      name: SIGNED_IN_HOME,
      kind: 'page',
      requests: home,
      ceiling: { mix: 'home page calls', perPage: 2 },
    },
  ];
}

export const LONG_TAIL_MIX = 'community pages, each once';

/**
 * Community pages of thousands of listings, each asked for once: what most visits of a
 * marketplace with 100,000 communities are, and what the cache of pages (300 kept, a minute
 * each) never holds. The other page mixes ask for 8 addresses again and again, which the cache
 * answers after the first render.
 */
function longTailMix(listings: ListingView[]): Mix {
  return {
    name: LONG_TAIL_MIX,
    kind: 'page',
    requests: listings.map((l) => page(communityPath(l))),
    ceiling: { mix: 'listing detail', perPage: 1 },
    inTurn: true,
  };
}

/** Signs the bench account in on the running server; the Cookie header its pages send. */
export async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(BENCH_CREDENTIALS),
  });
  if (!response.ok) throw new Error(`signing the bench account in answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('signing the bench account in set no cookie');
  return cookies.join('; ');
}

/** The signed-in page mixes with the session's cookie; the others as they are. */
export const withSession = (mixes: Mix[], cookie: string): Mix[] =>
  mixes.map((m) =>
    m.name === SIGNED_IN_HOME
      ? { ...m, requests: m.requests.map((r) => ({ ...r, headers: { ...r.headers, cookie } })) }
      : m,
  );

/** Requests of a mix sent in turn that are checked: the last few, which the load reaches last. */
const IN_TURN_CHECKED = 3;

/**
 * Every page request answers 200 with a page (a 301 to another spelling would measure nothing),
 * signed in exactly when it sends the session's cookie. Of a mix sent in turn, only its last few
 * (rendering them all would take minutes, and would keep the first of them).
 */
export async function checkPages(origin: string, mixes: Mix[]): Promise<void> {
  const checked = mixes.flatMap((m) =>
    m.inTurn ? m.requests.slice(-IN_TURN_CHECKED) : m.requests,
  );
  for (const request of checked) {
    const response = await fetch(origin + request.path, {
      headers: request.headers,
      redirect: 'manual',
    });
    const type = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    if (response.status !== 200 || !type.startsWith('text/html')) {
      throw new Error(`page ${request.path} answered ${response.status} ${type}`);
    }
    // A page rendered for a session is never shared (pages.ts): proof the cookie signed it in.
    const personal = /private|no-store/.test(response.headers.get('cache-control') ?? '');
    if (Boolean(request.headers?.cookie) !== personal) {
      throw new Error(`page ${request.path} was ${personal ? '' : 'not '}rendered for a session`);
    }
  }
}
