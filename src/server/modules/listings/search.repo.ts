import type { Db } from '../../db/client.ts';
import type { CareType } from '#shared/constants.ts';
import { searchStatementsFor, type SearchShape } from './search-sql.ts';
import { queryRows, type Statement, type ViewRow } from './view-sql.ts';

export interface SearchOrigin {
  /** Known centre point: measure great-circle miles. */
  coordinates: { lat: number; lng: number } | null;
  /** A ZIP the dataset does not know: fall back to the |zipA − zipB| / 100 estimate. */
  estimateFromZip: string | null;
}

export interface ListingFilters {
  location?: string;
  careTypes: CareType[];
  minPrice?: number;
  maxPrice?: number;
  origin: SearchOrigin | null;
  radiusMiles: number;
  /** Whether the built-in samples take part (visibility.ts decides). */
  includeSamples: boolean;
}

const MILES_PER_DEGREE_LAT = 69.0;

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
  const latDelta = radiusMiles / MILES_PER_DEGREE_LAT;
  const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const lngDelta = radiusMiles / (MILES_PER_DEGREE_LAT * cosLat);
  return {
    origin: 'point',
    values: {
      lat,
      lng,
      latMin: lat - latDelta,
      latMax: lat + latDelta,
      lngMin: lng - lngDelta,
      lngMax: lng + lngDelta,
      radius: radiusMiles,
    },
  };
}

function shapeAndValues(filters: ListingFilters, page: { limit: number; offset: number }) {
  const text = textFilter(filters.location);
  const origin = originFilter(filters.origin, filters.radiusMiles);
  const values: Record<string, unknown> = {
    limit: page.limit,
    offset: page.offset,
    cap: page.offset + COUNT_CAP + 1,
    ...text.values,
    ...(filters.careTypes.length > 0 ? { careTypes: filters.careTypes } : {}),
    ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
    ...origin.values,
  };
  const shape: SearchShape = {
    text: text.text,
    careTypes: values.careTypes !== undefined,
    minPrice: values.minPrice !== undefined,
    maxPrice: values.maxPrice !== undefined,
    origin: origin.origin,
    includeSamples: filters.includeSamples,
  };
  return { shape, values };
}

/** The two statements of a search (rows, capped count); exported so tests can EXPLAIN them. */
export function searchStatements(
  filters: ListingFilters,
  page: { limit: number; offset: number },
): { rows: Statement; count: Statement; cap: number } {
  const { shape, values } = shapeAndValues(filters, page);
  return { ...searchStatementsFor(shape, values), cap: values.cap as number };
}

export async function searchListings(
  db: Db,
  filters: ListingFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ViewRow[]; total: number; totalIsLowerBound: boolean }> {
  const statements = searchStatements(filters, page);
  const rows = await queryRows<ViewRow>(db, statements.rows);
  // A page that is not full ends the results: its total needs no count.
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) {
    return { rows, total: page.offset + rows.length, totalIsLowerBound: false };
  }
  const [{ n }] = await queryRows<{ n: number }>(db, statements.count);
  const capped = n >= statements.cap;
  return { rows, total: capped ? statements.cap - 1 : n, totalIsLowerBound: capped };
}
