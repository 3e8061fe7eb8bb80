// What each mix sends. Inputs (cities, ZIPs, ids) come from the seeded data through the API, so
// every request names communities that exist.
import { CARE_TYPES } from '../src/shared/constants.ts';
import type { ListingSearchResult, ListingView } from '../src/shared/listing-schemas.ts';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** search: GET /api/listings; detail: one community; page: a server-rendered page; other: no target of its own. */
export type MixKind = 'search' | 'detail' | 'page' | 'other';

export interface Mix {
  name: string;
  kind: MixKind;
  requests: BenchRequest[];
  /** A page's ceiling: the API mix serving its data, and how many of its requests make one page. */
  ceiling?: { mix: string; perPage: number };
  /**
   * Each request is sent once, in turn across the connections, rather than every connection
   * sending them all: pages nobody has asked for yet (the cache of pages never has them).
   */
  inTurn?: boolean;
}

export const CARE_TYPES_AND_PRICE_MIX = 'care types + price';
/** What Chrome says it can decode: the server answers brotli. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const SIGN_IN_MIX = 'sign-in';

export const BENCH_CREDENTIALS = {
  email: 'bench-family@seed.carenest.invalid',
  password: 'quiet-harbour-lantern-1987',
};

const BROWSE = { page: '1', pageSize: '12' };

function search(params: Record<string, string | string[]>): BenchRequest {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...BROWSE, ...params })) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  return { method: 'GET', path: `/api/listings?${query}` };
}

export const otherCareType = (type: string) =>
  CARE_TYPES[(CARE_TYPES.indexOf(type as (typeof CARE_TYPES)[number]) + 2) % CARE_TYPES.length];

export function priceRange(l: ListingView) {
  const price = Math.round(l.pricing.startingAt ?? 3000);
  return { minPrice: String(Math.max(0, price - 1500)), maxPrice: String(price + 2500) };
}

/** The typed-place search mixes and the suggestions mix, which have targets of their own. */
export const PLACE_MIXES: readonly string[] = [
  'typed "City, ST"',
  'typed ZIP',
  'place + price sort',
  'place + amenities + payment source',
];
export const SUGGESTIONS_MIX = 'place suggestions';
/** The browse map (docs/decisions/046): a search of the visible area, and its markers. */
export const MAP_MIXES: readonly string[] = ['map area', 'map points'];

/** A metro-sized map area around a listing: about 40 × 45 km, as the map shows at zoom 10. */
function areaAround(l: ListingView): string {
  const { lat, lng } = l.location.coordinates ?? { lat: 45.5, lng: -122.6 };
  const round = (v: number) => v.toFixed(4);
  return [lng - 0.25, lat - 0.2, lng + 0.25, lat + 0.2].map(round).join(',');
}

/** "Search this area" and the map's markers for the same area (the map asks for both). */
function mapMixes(each: (fn: (l: ListingView) => BenchRequest) => BenchRequest[]): Mix[] {
  return [
    {
      name: MAP_MIXES[0],
      kind: 'search',
      requests: each((l) => search({ bbox: areaAround(l), type: l.careType })),
    },
    {
      name: MAP_MIXES[1],
      kind: 'other',
      requests: each((l) => ({
        method: 'GET',
        path: `/api/listings/points?${new URLSearchParams({ bbox: areaAround(l), type: l.careType })}`,
      })),
    },
  ];
}

const cityState = (l: ListingView) => `${l.location.city}, ${l.location.state}`;

/** Typed places (docs/decisions/038): "City, ST", a ZIP, and with a sort or the new filters. */
function placeMixes(each: (fn: (l: ListingView) => BenchRequest) => BenchRequest[]): Mix[] {
  return [
    {
      name: PLACE_MIXES[0],
      kind: 'search',
      requests: each((l) => search({ location: cityState(l) })),
    },
    {
      name: PLACE_MIXES[1],
      kind: 'search',
      requests: each((l) => search({ location: l.location.zipCode })),
    },
    {
      name: PLACE_MIXES[2],
      kind: 'search',
      requests: each((l) => search({ location: cityState(l), sort: 'price-asc' })),
    },
    {
      name: PLACE_MIXES[3],
      kind: 'search',
      requests: each((l) =>
        search({
          location: cityState(l),
          amenity: l.amenities.slice(0, 2),
          payment: l.paymentSources.includes('medicaid') ? 'medicaid' : 'private-pay',
        }),
      ),
    },
  ];
}

/** Pages of 50 listings, newest first, read for the long tail. */
const LONG_TAIL_PAGES = 50;

/**
 * Many more real listings (2,500 at 100,000), for the community pages each asked for once
 * (pages.ts), through `search` (a GET of /api/listings, in-process or over HTTP).
 */
export async function readLongTail(
  search: (path: string) => Promise<ListingSearchResult>,
): Promise<ListingView[]> {
  const listings: ListingView[] = [];
  for (let page = 1; page <= LONG_TAIL_PAGES; page += 1) {
    const found = await search(`/api/listings?sort=newest&page=${page}&pageSize=50`);
    listings.push(...found.listings.filter((listing) => !listing.isSample));
  }
  return listings;
}

/** A few real listings to build the mixes around (8 is enough to vary the inputs). */
export function benchSample(listings: ListingView[]): ListingView[] {
  const sample = listings.filter((l) => !l.isSample).slice(0, 8);
  if (sample.length === 0) throw new Error('the database has no seeded listings to search for');
  return sample;
}

/** The API mixes, built around the sample. */
export function buildMixes(sample: ListingView[], origin: string): Mix[] {
  const each = (fn: (l: ListingView) => BenchRequest) => sample.map(fn);
  return [
    { name: 'no filter', kind: 'search', requests: [search({})] },
    { name: 'text', kind: 'search', requests: each((l) => search({ location: l.location.city })) },
    {
      name: CARE_TYPES_AND_PRICE_MIX,
      kind: 'search',
      requests: each((l) =>
        search({ type: [l.careType, otherCareType(l.careType)], ...priceRange(l) }),
      ),
    },
    {
      name: 'ZIP + 25 miles',
      kind: 'search',
      requests: each((l) => search({ zip: l.location.zipCode, radius: '25' })),
    },
    {
      name: 'all together',
      kind: 'search',
      requests: each((l) =>
        search({
          location: l.location.city,
          type: [l.careType, otherCareType(l.careType)],
          ...priceRange(l),
          zip: l.location.zipCode,
          radius: '25',
        }),
      ),
    },
    { name: 'page 5', kind: 'search', requests: [search({ page: '5' })] },
    ...placeMixes(each),
    {
      // The price-sort searches as a browser asks for them: compressed by the server, as they are
      // when no proxy does it (docs/decisions/064). No target: compressing is not the SQL's work.
      name: 'place + price sort, brotli',
      kind: 'other',
      requests: each((l) => ({
        ...search({ location: cityState(l), sort: 'price-asc' }),
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      })),
    },
    ...mapMixes(each),
    {
      // The location box asks for places while someone types (answered from memory).
      name: SUGGESTIONS_MIX,
      kind: 'other',
      requests: sample.map((l) => ({
        method: 'GET',
        path: `/api/places?${new URLSearchParams({ q: l.location.city.slice(0, 4) })}`,
      })),
    },
    {
      name: 'listing detail',
      kind: 'detail',
      requests: each((l) => ({ method: 'GET', path: `/api/listings/${l.id}` })),
    },
    {
      // What the home page loads: featured communities and testimonials.
      name: 'home page calls',
      kind: 'other',
      requests: [
        { method: 'GET', path: '/api/listings?pageSize=12' },
        { method: 'GET', path: '/api/website-reviews?minRating=4&limit=3' },
      ],
    },
    {
      name: SIGN_IN_MIX,
      kind: 'other',
      requests: [
        {
          method: 'POST',
          path: '/api/auth/sign-in/email',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify(BENCH_CREDENTIALS),
        },
      ],
    },
  ];
}
