import type { Db } from '../../db/client.ts';
import { mergeStreams, streamReads, type StreamRead } from './featured-slots.ts';
import { searchStatementFor, type SearchStatementName } from './search-sql.ts';
import { COUNT_CAP, shapeAndValues, type ListingFilters } from './search-shape.ts';
import { queryRows, type Statement } from './view-sql.ts';

export { COUNT_CAP, originFilter, textFilter } from './search-shape.ts';
export type { ListingFilters, SearchOrigin } from './search-shape.ts';

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
    sorted: bind('sorted', { sortedOffset: page.offset, sortedLimit: page.limit }),
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

/**
 * A row as viewJsonSelection reads it (view-json-sql.ts): its view as JSON text, and what places
 * it in the page. A row of a search in a box also says how many rows its stream has.
 */
export type SearchRow = { id: string; featured: boolean; view: string };
type StreamRow = SearchRow & { streamTotal?: number };
type Run = <R = StreamRow>(
  name: SearchStatementName,
  more: Record<string, unknown>,
) => Promise<R[]>;
/** What a page's rows tell of the total; undefined where a count must say. */
type Counted = { rows: StreamRow[]; total: number | undefined };

/**
 * How many rows a stream has, if one read of it tells: a row carries it (searches in a box), and
 * a stream read from its start that gives nothing has none.
 */
function streamTotal(rows: StreamRow[], readAt: StreamRead): number | undefined {
  if (rows.length > 0) return rows[0].streamTotal;
  return readAt.offset === 0 && readAt.limit > 0 ? 0 : undefined;
}

const countOf = async (run: Run, name: SearchStatementName, cap: number) =>
  (await run<{ n: number }>(name, { cap }))[0].n;

/**
 * Positions [start, end) after the samples: both streams read at the offsets the slots give. A
 * stream with no row at a later offset may have ended before the page; then its real size (a
 * count capped at that offset) moves the other stream's offset, and the other fills the page. The
 * featured stream is read for its slots only; when the organic stream runs out inside the window,
 * the featured one is read again for all of it (featured-slots.ts).
 */
/** Reads both streams in one statement, noting each stream's total where a read tells it. */
function streamReader(run: Run) {
  const totals: { featured?: number; organic?: number } = {};
  return {
    async read(featured: StreamRead, organic: StreamRead) {
      // A row's own flag says which stream it came from.
      const rows = await run('streams', streamValues(featured, organic));
      const found = [rows.filter((r) => r.featured), rows.filter((r) => !r.featured)];
      totals.featured ??= streamTotal(found[0], featured);
      totals.organic ??= streamTotal(found[1], organic);
      return found;
    },
    total: () =>
      totals.featured === undefined || totals.organic === undefined
        ? undefined
        : totals.featured + totals.organic,
  };
}

type Reader = ReturnType<typeof streamReader>;
/**
 * Whether a stream read in full (as many rows as asked) may have more, unless its rows say how
 * many it has in all (a search in a box).
 */
function mayGoOn(rows: StreamRow[], readAt: StreamRead): boolean {
  if (rows.length < readAt.limit) return false;
  const total = rows[0]?.streamTotal;
  return total === undefined || readAt.offset + rows.length < total;
}
/** A stream with no row where it was read, after its start, may have ended before the window. */
const endedBefore = (rows: StreamRow[], readAt: StreamRead) =>
  rows.length === 0 && readAt.offset > 0;
type Window = { start: number; end: number; samples: number };

/**
 * Where a stream ran out, the other takes its positions. A stream with no row at a later offset
 * may have ended before the window: its real size (a count capped at that offset) moves the other
 * stream's offset. The featured stream was read for its slots only: where the organic rows end
 * inside the window and the rows read cannot fill it, it is read again for all of it.
 */
async function fillGaps(
  run: Run,
  read: Reader['read'],
  { start, end, samples }: Window,
  found: StreamRow[][],
) {
  const reads = streamReads(start, end, samples);
  const wholeWindow = end - start;
  const [featured, organic] = found;
  const featuredEnded = endedBefore(featured, reads.featured);
  const organicEnded = endedBefore(organic, reads.organic);
  if (featuredEnded && !organicEnded) {
    const size = await countOf(run, 'featuredCount', reads.featured.offset);
    const offset = start - samples - size;
    if (offset === reads.organic.offset) return found;
    return [featured, (await read(NOTHING, { ...reads.organic, offset }))[1]];
  }
  if (organicEnded && !featuredEnded) {
    const size = await countOf(run, 'organicCount', reads.organic.offset);
    const offset = start - samples - size;
    return [(await read({ offset, limit: wholeWindow }, NOTHING))[0], organic];
  }
  // Read for its slots, the featured stream may have more rows for the positions left over: only
  // when the rows read cannot fill the window (every featured row read goes into it).
  if (featured.length + organic.length >= wholeWindow || !mayGoOn(featured, reads.featured))
    return found;
  return [(await read({ ...reads.featured, limit: wholeWindow }, NOTHING))[0], organic];
}

/** Positions [start, end) after the samples: both streams at the offsets the slots give. */
async function streamRows(run: Run, window: Window) {
  const { start, end, samples } = window;
  if (end <= start) return { rows: [], total: undefined };
  const reads = streamReads(start, end, samples);
  const { read, total } = streamReader(run);
  const found = await read(reads.featured, reads.organic);
  const [featured, organic] = await fillGaps(run, read, window, found);
  return { rows: mergeStreams(start, end, samples, featured, organic), total: total() };
}

/** The best match: the samples ahead (read whole: six at most), then the featured slots. */
async function bestMatchRows(run: Run, includeSamples: boolean, page: Page): Promise<Counted> {
  const samples = includeSamples ? await run('samples', ALL_SAMPLES) : [];
  const end = page.offset + page.limit;
  const start = Math.max(page.offset, samples.length);
  const streams = await streamRows(run, { start, end, samples: samples.length });
  return {
    rows: [...samples.slice(page.offset, end), ...streams.rows],
    total: streams.total === undefined ? undefined : samples.length + streams.total,
  };
}

/** A chosen sort: one stream over every listing shown (docs/decisions/038). */
async function sortedRows(run: Run, page: Page): Promise<Counted> {
  const read = { offset: page.offset, limit: page.limit };
  const rows = await run('sorted', { sortedOffset: read.offset, sortedLimit: read.limit });
  return { rows, total: streamTotal(rows, read) };
}

/**
 * A page of results: the samples (always ahead, read whole: six at most), then the featured slots
 * and organic rows of docs/decisions/030-featured-slots.md, then the capped total.
 */
export async function searchListings(
  db: Db,
  filters: ListingFilters,
  page: Page,
): Promise<{ rows: SearchRow[]; total: number; totalIsLowerBound: boolean }> {
  const { shape, values } = shapeAndValues(filters);
  const run: Run = (name, more) =>
    queryRows(db, searchStatementFor(shape, name, { ...values, ...more }));
  const { rows, total } =
    shape.sort === 'best'
      ? await bestMatchRows(run, shape.includeSamples, page)
      : await sortedRows(run, page);
  // A page that is not full ends the results: its total needs no count.
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) {
    return { rows, total: page.offset + rows.length, totalIsLowerBound: false };
  }
  // Read as the capped count would say it, so the answer is the same either way.
  const n = Math.min(total ?? (await countOf(run, 'count', countCap(page))), countCap(page));
  const capped = n >= countCap(page);
  return { rows, total: capped ? countCap(page) - 1 : n, totalIsLowerBound: capped };
}
