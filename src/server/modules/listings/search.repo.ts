import type { Db } from '../../db/client.ts';
import type { CareType } from '#shared/constants.ts';
import { mergeStreams, streamReads, type StreamRead } from './featured-slots.ts';
import { searchStatementFor, type SearchShape, type SearchStatementName } from './search-sql.ts';
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

function shapeAndValues(filters: ListingFilters) {
  const text = textFilter(filters.location);
  const origin = originFilter(filters.origin, filters.radiusMiles);
  const values: Record<string, unknown> = {
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

interface Page {
  limit: number;
  offset: number;
}

/** Counting stops 1,000 rows past the current page (the cap is one more, to see it reached). */
const countCap = (page: Page) => page.offset + COUNT_CAP + 1;

/**
 * The statements of a search, each with the values of its first attempt; exported so tests can
 * EXPLAIN them. The stream counts run only when a stream ended before the page (cap: its offset).
 */
export function searchStatements(
  filters: ListingFilters,
  page: Page,
): Record<SearchStatementName, Statement> & { cap: number } {
  const { shape, values } = shapeAndValues(filters);
  const reads = streamReads(page.offset, page.offset + page.limit, 0);
  const bind = (name: SearchStatementName, more: Record<string, unknown>) =>
    searchStatementFor(shape, name, { ...values, ...more });
  return {
    samples: bind('samples', ALL_SAMPLES),
    streams: bind('streams', streamValues(reads.featured, reads.organic)),
    featuredCount: bind('featuredCount', { cap: reads.featured.offset }),
    organicCount: bind('organicCount', { cap: reads.organic.offset }),
    count: bind('count', { cap: countCap(page) }),
    cap: countCap(page),
  };
}

/** The samples are read whole: six at most, and every one comes before the streams. */
const ALL_SAMPLES = { samplesLimit: null, samplesOffset: 0 };
const NOTHING: StreamRead = { offset: 0, limit: 0 };

const streamValues = (featured: StreamRead, organic: StreamRead) => ({
  featuredOffset: featured.offset,
  featuredLimit: featured.limit,
  organicOffset: organic.offset,
  organicLimit: organic.limit,
});

type Run = <R = ViewRow>(name: SearchStatementName, more: Record<string, unknown>) => Promise<R[]>;

const countOf = async (run: Run, name: SearchStatementName, cap: number) =>
  (await run<{ n: number }>(name, { cap }))[0].n;

/**
 * Positions [start, end) after the samples: both streams read at the offsets the slots give. A
 * stream with no row at a later offset may have ended before the page; then its real size (a
 * count capped at that offset) moves the other stream's offset, and the other fills the page.
 */
async function streamRows(run: Run, start: number, end: number, samples: number) {
  if (end <= start) return [];
  const reads = streamReads(start, end, samples);
  const read = async (featured: StreamRead, organic: StreamRead) => {
    // Both streams in one statement; a row's own flag says which stream it came from.
    const rows = await run('streams', streamValues(featured, organic));
    return [rows.filter((r) => r.featured), rows.filter((r) => !r.featured)];
  };
  let [featured, organic] = await read(reads.featured, reads.organic);
  const featuredEnded = featured.length === 0 && reads.featured.offset > 0;
  const organicEnded = organic.length === 0 && reads.organic.offset > 0;
  if (featuredEnded && !organicEnded) {
    const size = await countOf(run, 'featuredCount', reads.featured.offset);
    const offset = start - samples - size;
    if (offset !== reads.organic.offset)
      [, organic] = await read(NOTHING, { ...reads.organic, offset });
  } else if (organicEnded && !featuredEnded) {
    const size = await countOf(run, 'organicCount', reads.organic.offset);
    const offset = start - samples - size;
    if (offset !== reads.featured.offset)
      [featured] = await read({ ...reads.featured, offset }, NOTHING);
  }
  return mergeStreams(start, end, samples, featured, organic);
}

/**
 * A page of results: the samples (always ahead, read whole: six at most), then the featured slots
 * and organic rows of docs/decisions/030-featured-slots.md, then the capped total.
 */
export async function searchListings(
  db: Db,
  filters: ListingFilters,
  page: Page,
): Promise<{ rows: ViewRow[]; total: number; totalIsLowerBound: boolean }> {
  const { shape, values } = shapeAndValues(filters);
  const run: Run = (name, more) =>
    queryRows(db, searchStatementFor(shape, name, { ...values, ...more }));
  const samples = shape.includeSamples ? await run('samples', ALL_SAMPLES) : [];
  const end = page.offset + page.limit;
  const start = Math.max(page.offset, samples.length);
  const rows = [
    ...samples.slice(page.offset, end),
    ...(await streamRows(run, start, end, samples.length)),
  ];
  // A page that is not full ends the results: its total needs no count.
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) {
    return { rows, total: page.offset + rows.length, totalIsLowerBound: false };
  }
  const n = await countOf(run, 'count', countCap(page));
  const capped = n >= countCap(page);
  return { rows, total: capped ? countCap(page) - 1 : n, totalIsLowerBound: capped };
}
