import {
  AMENITY_PRESETS,
  CARE_TYPES,
  DISTANCE,
  LISTING_QUERY_LIMITS,
  PAYMENT_SOURCES,
  ROOM_TYPES,
  SEARCH_SORTS,
  type Amenity,
  type CareType,
  type PaymentSource,
  type RoomType,
  type SearchSort,
} from '#shared/constants.ts';
import { readBbox, writeBbox, type Bbox } from '#shared/bbox.ts';
import type { ListingSearchResult } from '#shared/listing-schemas.ts';
import type { QueryParams } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { LISTING_PARAM } from '#web/lib/listing-dialog-link.ts';
import { PAGES_PARAM } from './pages-shown.ts';

/** The browse filters, all kept in the URL so a search can be shared and Back works. */
export type BrowseFilters = {
  location: string;
  types: CareType[];
  minPrice: number | null;
  maxPrice: number | null;
  zip: string | null;
  coords: { lat: number; lng: number } | null;
  /** Miles; null leaves it to the server: 25 around a typed place, 50 around a ZIP or location. */
  radius: number | null;
  sort: SearchSort;
  /** Each must be offered (docs/decisions/038). */
  amenities: Amenity[];
  rooms: RoomType[];
  payment: PaymentSource[];
  /** The map area "Search this area" chose (docs/decisions/046). */
  bbox: Bbox | null;
};

/** URL parameter names (docs/product.md §2: location, type, listing; the rest are ours). */
export const PARAM = {
  location: 'location',
  type: 'type',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  zip: 'zip',
  lat: 'lat',
  lng: 'lng',
  radius: 'radius',
  sort: 'sort',
  amenity: 'amenity',
  room: 'room',
  payment: 'payment',
  bbox: 'bbox',
  listing: LISTING_PARAM,
  view: 'view',
} as const;

/** Written from the filters; the pages shown (pages-shown.ts) start again when they change. */
const FILTER_PARAMS: readonly string[] = [
  ...Object.values(PARAM).filter((p) => p !== PARAM.listing && p !== PARAM.view),
  PAGES_PARAM,
];

/** How the results are shown: the list alone, or the list and the map (`view=map`). */
export type BrowseView = 'list' | 'map';
export const readBrowseView = (params: URLSearchParams): BrowseView =>
  params.get(PARAM.view) === 'map' ? 'map' : 'list';

/** The area of a bbox parameter the API would accept, else none (the same shared reader). */
function readArea(raw: string | null): Bbox | null {
  if (raw === null) return null;
  const read = readBbox(raw);
  return 'error' in read ? null : read;
}

// The rules of GET /api/listings' query schema (src/shared/listing-schemas.ts), by hand: the browse
// page reads its URL before anyone interacts, and zod is not worth its weight in that first load.
// search-params.test.ts checks these readers against the schema itself on random input.
const { locationMax, zipPattern, zipMessage } = LISTING_QUERY_LIMITS;

/** `z.coerce.number()` of a non-blank URL value, kept when finite and inside [min, max]. */
function readNumber(raw: string | null, min: number, max: number, integer = false) {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) return undefined;
  return integer && !Number.isInteger(value) ? undefined : value;
}

const overLocationLimit = (raw: string | null) => (raw?.trim().length ?? 0) > locationMax;

function readLocation(raw: string | null) {
  return overLocationLimit(raw) ? '' : (raw?.trim() ?? '');
}

/** True when the URL's location text is over the limit, so the search leaves it out. */
export const locationTooLong = (params: URLSearchParams) =>
  overLocationLimit(params.get(PARAM.location));

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/** A repeated parameter's known values, each once, in the order given. */
const readList = <T extends string>(params: URLSearchParams, key: string, values: readonly T[]) => [
  ...new Set(params.getAll(key).filter(oneOf(values))),
];

const readZip = (raw: string | null) => (raw !== null && zipPattern.test(raw) ? raw : null);

/** Prices in the order the schema accepts: a reversed range is swapped, not dropped. */
function orderedPrices(min: number | undefined, max: number | undefined) {
  const ordered = min === undefined || max === undefined || min <= max;
  return ordered ? { min, max } : { min: max, max: min };
}

/** Reads the filters from the URL, dropping values the API would reject. */
export function parseBrowseFilters(params: URLSearchParams): BrowseFilters {
  const lat = readNumber(params.get(PARAM.lat), -90, 90);
  const lng = readNumber(params.get(PARAM.lng), -180, 180);
  const price = orderedPrices(
    readNumber(params.get(PARAM.minPrice), 0, Infinity),
    readNumber(params.get(PARAM.maxPrice), 0, Infinity),
  );
  return {
    location: readLocation(params.get(PARAM.location)),
    types: readList(params, PARAM.type, CARE_TYPES),
    minPrice: price.min ?? null,
    maxPrice: price.max ?? null,
    zip: readZip(params.get(PARAM.zip)),
    coords: lat !== undefined && lng !== undefined ? { lat, lng } : null,
    radius: readNumber(params.get(PARAM.radius), DISTANCE.min, DISTANCE.max, true) ?? null,
    sort: SEARCH_SORTS.find((sort) => sort === params.get(PARAM.sort)) ?? 'best',
    amenities: readList(params, PARAM.amenity, AMENITY_PRESETS),
    rooms: readList(params, PARAM.room, ROOM_TYPES),
    payment: readList(params, PARAM.payment, PAYMENT_SOURCES),
    bbox: readArea(params.get(PARAM.bbox)),
  };
}

/** The schema's verdict on a typed ZIP: null when valid, otherwise its message. */
export function zipError(zip: string): string | null {
  return zipPattern.test(zip) ? null : zipMessage;
}

/** Writes the filters into `base` (keeping unrelated parameters such as `listing`). */
export function writeBrowseFilters(filters: BrowseFilters, base?: URLSearchParams) {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.append(key, String(value));
  };
  const setAll = (key: string, values: readonly string[]) => values.forEach((v) => set(key, v));
  set(PARAM.location, filters.location.trim());
  setAll(PARAM.type, filters.types);
  set(PARAM.minPrice, filters.minPrice);
  set(PARAM.maxPrice, filters.maxPrice);
  set(PARAM.zip, filters.zip);
  set(PARAM.lat, filters.coords?.lat ?? null);
  set(PARAM.lng, filters.coords?.lng ?? null);
  set(PARAM.radius, filters.radius);
  set(PARAM.sort, filters.sort === 'best' ? null : filters.sort);
  setAll(PARAM.amenity, filters.amenities);
  setAll(PARAM.room, filters.rooms);
  setAll(PARAM.payment, filters.payment);
  set(PARAM.bbox, filters.bbox ? writeBbox(filters.bbox) : null);
  base?.forEach((value, key) => {
    if (!FILTER_PARAMS.includes(key)) params.append(key, value);
  });
  return params;
}

/** True when distances are measured, i.e. a ZIP or coordinates are set. */
export const hasOrigin = (f: BrowseFilters) => f.zip !== null || f.coords !== null;

/**
 * docs/product.md §2: care types + 1 if the price range changed + 1 if any of distance, zip or
 * location is set; and each amenity, room type and payment source required.
 */
export function activeFilterCount(f: BrowseFilters): number {
  const priceChanged = f.minPrice !== null || f.maxPrice !== null;
  const placeSet = f.radius !== null || hasOrigin(f) || f.bbox !== null;
  const choices = f.amenities.length + f.rooms.length + f.payment.length;
  return f.types.length + (priceChanged ? 1 : 0) + (placeSet ? 1 : 0) + choices;
}

/** Clear filters: everything back to its default except the location text and the order. */
export const clearedFilters = (f: BrowseFilters): BrowseFilters => ({
  ...parseBrowseFilters(new URLSearchParams()),
  location: f.location,
  sort: f.sort,
});

/** The GET /api/listings query for these filters; a ZIP takes precedence over coordinates. */
export function toListingQuery(f: BrowseFilters): QueryParams {
  const useCoords = f.zip === null && f.coords !== null;
  return {
    location: f.location.trim() || undefined,
    type: f.types,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    zip: f.zip,
    lat: useCoords ? f.coords?.lat : undefined,
    lng: useCoords ? f.coords?.lng : undefined,
    radius: f.radius ?? undefined,
    sort: f.sort === 'best' ? undefined : f.sort,
    amenity: f.amenities,
    room: f.rooms,
    payment: f.payment,
    bbox: f.bbox ? writeBbox(f.bbox) : undefined,
  };
}

/**
 * The filters of a search the server read as a place with words around it ("Seattle assisted
 * living", docs/decisions/080 and 106): the place as the location, the words as filters.
 */
export function filtersReadAs(
  filters: BrowseFilters,
  readAs: NonNullable<ListingSearchResult['readAs']>,
): BrowseFilters {
  const { location, types, payment, amenities, rooms, radius, minPrice, maxPrice } = readAs;
  return { ...filters, location, types, payment, amenities, rooms, radius, minPrice, maxPrice };
}

/**
 * The /browse link for a home-page search: the location as typed and repeated type parameters.
 * The browse page's loader reads care, a distance, a way of paying or a price typed with the
 * place (locationTyped) and goes to them as filters, so that code loads with that page only.
 */
export function browseSearchUrl(location: string, types: readonly CareType[]): string {
  const params = writeBrowseFilters({
    ...parseBrowseFilters(new URLSearchParams()),
    location,
    types: [...types],
  });
  const search = params.toString();
  return search ? `${paths.browse}?${search}` : paths.browse;
}
