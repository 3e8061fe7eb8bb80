import { CARE_TYPES, DISTANCE, type CareType } from '#shared/constants.ts';
import type { QueryParams } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

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

/** URL parameter names (SPEC §2: location, type, listing; the rest are ours). */
export const PARAM = {
  location: 'location',
  type: 'type',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  zip: 'zip',
  lat: 'lat',
  lng: 'lng',
  radius: 'radius',
  listing: 'listing',
} as const;

const FILTER_PARAMS: readonly string[] = Object.values(PARAM).filter((p) => p !== PARAM.listing);
export const ZIP_PATTERN = /^\d{5}$/;
const isCareType = (v: string): v is CareType => (CARE_TYPES as readonly string[]).includes(v);

function readNumber(params: URLSearchParams, key: string, min: number, max: number) {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** Reads the filters from the URL, dropping values the API would reject. */
export function parseBrowseFilters(params: URLSearchParams): BrowseFilters {
  const zip = params.get(PARAM.zip);
  const lat = readNumber(params, PARAM.lat, -90, 90);
  const lng = readNumber(params, PARAM.lng, -180, 180);
  const radius = readNumber(params, PARAM.radius, DISTANCE.min, DISTANCE.max);
  let minPrice = readNumber(params, PARAM.minPrice, 0, Number.MAX_SAFE_INTEGER);
  let maxPrice = readNumber(params, PARAM.maxPrice, 0, Number.MAX_SAFE_INTEGER);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    location: (params.get(PARAM.location) ?? '').slice(0, 100),
    types: [...new Set(params.getAll(PARAM.type).filter(isCareType))],
    minPrice,
    maxPrice,
    zip: zip && ZIP_PATTERN.test(zip) ? zip : null,
    coords: lat !== null && lng !== null ? { lat, lng } : null,
    radius: radius === null ? DISTANCE.default : Math.round(radius),
  };
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

/** SPEC §2: care types + 1 if the price range changed + 1 if any of distance, zip or location is set. */
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
