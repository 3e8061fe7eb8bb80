import { CARE_TYPES, DISTANCE, LISTING_QUERY_LIMITS, type CareType } from '#shared/constants.ts';
import type { QueryParams } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { LISTING_PARAM } from '#web/features/listings/index.ts';

/** The browse filters, all kept in the URL so a search can be shared and Back works. */
export type BrowseFilters = {
  location: string;
  types: CareType[];
  minPrice: number | null;
  maxPrice: number | null;
  zip: string | null;
  coords: { lat: number; lng: number } | null;
  radius: number;
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
  listing: LISTING_PARAM,
} as const;

const FILTER_PARAMS: readonly string[] = Object.values(PARAM).filter((p) => p !== PARAM.listing);

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

function readLocation(raw: string | null) {
  const value = raw?.trim() ?? '';
  return value.length <= locationMax ? value : '';
}

const isCareType = (value: string): value is CareType =>
  (CARE_TYPES as readonly string[]).includes(value);

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
    types: [...new Set(params.getAll(PARAM.type).filter(isCareType))],
    minPrice: price.min ?? null,
    maxPrice: price.max ?? null,
    zip: readZip(params.get(PARAM.zip)),
    coords: lat !== undefined && lng !== undefined ? { lat, lng } : null,
    radius:
      readNumber(params.get(PARAM.radius), DISTANCE.min, DISTANCE.max, true) ?? DISTANCE.default,
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
  set(PARAM.location, filters.location.trim());
  for (const type of filters.types) set(PARAM.type, type);
  set(PARAM.minPrice, filters.minPrice);
  set(PARAM.maxPrice, filters.maxPrice);
  set(PARAM.zip, filters.zip);
  set(PARAM.lat, filters.coords?.lat ?? null);
  set(PARAM.lng, filters.coords?.lng ?? null);
  set(PARAM.radius, filters.radius === DISTANCE.default ? null : filters.radius);
  base?.forEach((value, key) => {
    if (!FILTER_PARAMS.includes(key)) params.append(key, value);
  });
  return params;
}

/** True when distances are measured, i.e. a ZIP or coordinates are set. */
export const hasOrigin = (f: BrowseFilters) => f.zip !== null || f.coords !== null;

/** docs/product.md §2: care types + 1 if the price range changed + 1 if any of distance, zip or location is set. */
export function activeFilterCount(f: BrowseFilters): number {
  const priceChanged = f.minPrice !== null || f.maxPrice !== null;
  const placeSet = f.radius !== DISTANCE.default || hasOrigin(f);
  return f.types.length + (priceChanged ? 1 : 0) + (placeSet ? 1 : 0);
}

/** Clear filters: everything back to its default except the location text. */
export const clearedFilters = (f: BrowseFilters): BrowseFilters => ({
  ...parseBrowseFilters(new URLSearchParams()),
  location: f.location,
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
    radius: hasOrigin(f) ? f.radius : undefined,
  };
}

/** The /browse link for a home-page search: location and repeated type parameters. */
export function browseSearchUrl(location: string, types: readonly CareType[]): string {
  const params = writeBrowseFilters({
    ...parseBrowseFilters(new URLSearchParams()),
    location,
    types: [...types],
  });
  const search = params.toString();
  return search ? `${paths.browse}?${search}` : paths.browse;
}
