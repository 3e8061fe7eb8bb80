import type { Bbox } from '#shared/bbox.ts';
import type { CareType, PaymentSource, RoomType, SearchSort } from '#shared/constants.ts';
import { boxAround } from '#shared/geo.ts';
import type { SearchShape } from './search-where-sql.ts';

// From a search's filters to the shape of its SQL and the values of its parameters
// (docs/decisions/011): the text depends only on the shape, so statements are built once.

export interface SearchOrigin {
  /** Known centre point: measure great-circle miles. */
  coordinates: { lat: number; lng: number } | null;
  /** A ZIP the dataset does not know: fall back to the |zipA − zipB| / 100 estimate. */
  estimateFromZip: string | null;
}

export interface ListingFilters {
  location?: string;
  /** A typed state: its spellings, lower-cased ("wa", "washington"). */
  states?: string[];
  careTypes: CareType[];
  /** Each must be offered / accepted (docs/decisions/038). */
  amenities?: string[];
  rooms?: RoomType[];
  payment?: PaymentSource[];
  sort?: SearchSort;
  minPrice?: number;
  maxPrice?: number;
  origin: SearchOrigin | null;
  radiusMiles: number;
  /** Only listings inside this map area (docs/decisions/046). */
  bbox?: Bbox;
  /** Whether the built-in samples take part (visibility.ts decides). */
  includeSamples: boolean;
}

/** Counting stops this far past the current page: "1,000+" is honest and never a full scan. */
export const COUNT_CAP = 1000;

/** The text filter: a place match, and a title match when the location has words. */
export function textFilter(location: string | undefined): {
  text: SearchShape['text'];
  values: Record<string, unknown>;
} {
  if (!location) return { text: 'none', values: {} };
  const lowered = location.toLowerCase();
  const words = lowered.match(/[\p{L}\p{N}]+/gu) ?? [];
  return {
    text: words.length > 0 ? 'place-and-title' : 'place',
    values: {
      pattern: `%${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      place: lowered,
      // Each typed word must start a word of the title ("sunrise port" → 'sunrise':* & 'port':*).
      titleWords: words.map((w) => `${w}:*`).join(' & '),
    },
  };
}

/** The distance filter: a box around a known point, or the ZIP estimate; none without origin. */
export function originFilter(
  origin: SearchOrigin | null,
  radiusMiles: number,
): { origin: SearchShape['origin']; values: Record<string, unknown> } {
  if (!origin) return { origin: 'none', values: {} };
  if (!origin.coordinates) {
    return {
      origin: 'zip-estimate',
      values: { zip: Number(origin.estimateFromZip), radius: radiusMiles },
    };
  }
  const { lat, lng } = origin.coordinates;
  return {
    origin: 'point',
    values: { lat, lng, ...boxAround(origin.coordinates, radiusMiles), radius: radiusMiles },
  };
}

const bboxValues = (b: Bbox) => ({
  bboxWest: b.west,
  bboxSouth: b.south,
  bboxEast: b.east,
  bboxNorth: b.north,
});

/** The filters that have values, and those values as the statements' parameters. */
function listValues(filters: ListingFilters): Record<string, unknown> {
  const has = (list: readonly unknown[] | undefined) => list !== undefined && list.length > 0;
  return {
    ...(has(filters.careTypes) ? { careTypes: filters.careTypes } : {}),
    ...(has(filters.amenities) ? { amenities: filters.amenities } : {}),
    ...(has(filters.payment) ? { payment: filters.payment } : {}),
    ...(has(filters.states) ? { state1: filters.states?.[0], state2: filters.states?.at(-1) } : {}),
    ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.bbox ? bboxValues(filters.bbox) : {}),
  };
}

/** The sort a search can honour: by distance only from a centre. */
function effectiveSort(filters: ListingFilters, origin: SearchShape['origin']): SearchSort {
  const sort = filters.sort ?? 'best';
  return sort === 'distance' && origin === 'none' ? 'best' : sort;
}

export function shapeAndValues(filters: ListingFilters) {
  const text = textFilter(filters.location);
  const origin = originFilter(filters.origin, filters.radiusMiles);
  const values: Record<string, unknown> = {
    ...text.values,
    ...listValues(filters),
    ...origin.values,
  };
  const rooms = filters.rooms ?? [];
  const shape: SearchShape = {
    text: text.text,
    state: values.state1 !== undefined,
    careTypes: values.careTypes !== undefined,
    amenities: values.amenities !== undefined,
    payment: values.payment !== undefined,
    roomsPrivate: rooms.includes('private'),
    roomsShared: rooms.includes('shared'),
    minPrice: values.minPrice !== undefined,
    maxPrice: values.maxPrice !== undefined,
    origin: origin.origin,
    bbox: values.bboxWest !== undefined,
    sort: effectiveSort(filters, origin.origin),
    includeSamples: filters.includeSamples,
  };
  return { shape, values };
}
