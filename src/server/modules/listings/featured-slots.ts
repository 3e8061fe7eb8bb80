import { FEATURED_SLOTS_PER_PAGE, LISTING_PAGE_SIZE } from '#shared/constants.ts';

/**
 * Where paid placement goes in the results (docs/decisions/030-featured-slots.md). Results are
 * three streams: the built-in samples (always ahead, at most six), the featured listings and the
 * organic ones. Every page of 12 starts with up to three featured listings (on page one, right
 * after the samples), the rest is organic; a stream that runs out leaves its positions to the
 * other. Positions are fixed by this arithmetic alone, so any offset and limit read exactly the
 * slice of one ordering, and each stream is read with its own LIMIT/OFFSET.
 */
const PAGE = LISTING_PAGE_SIZE.default;
const SLOTS = FEATURED_SLOTS_PER_PAGE;

/** Featured slots before global position `position` (at or after the samples), however many exist. */
export function slotsBefore(position: number, samples: number): number {
  const page = Math.floor(position / PAGE);
  const lead = page === 0 ? samples : 0;
  return SLOTS * page + Math.min(Math.max((position % PAGE) - lead, 0), SLOTS);
}

export type StreamRead = { offset: number; limit: number };

/**
 * The rows each stream is read for, for positions [start, end), start at or after the samples,
 * when neither stream ran out before start: the featured stream for the window's slots, the
 * organic one for the whole window (it takes the slots a short featured stream leaves). Only when
 * the organic stream runs out inside the window, and the rows read cannot fill it, must the
 * featured one be read again for the whole window (search.repo.ts): at the end of the results,
 * not on every page.
 */
export function streamReads(
  start: number,
  end: number,
  samples: number,
): { featured: StreamRead; organic: StreamRead } {
  const featured = slotsBefore(start, samples);
  const limit = Math.max(end - start, 0);
  return {
    // At least one row, so a featured stream that ended before the window is seen to have ended.
    featured: {
      offset: featured,
      limit: Math.min(Math.max(slotsBefore(end, samples) - featured, 1), limit),
    },
    organic: { offset: start - samples - featured, limit },
  };
}

/**
 * Lays positions [start, end) out from the rows read: a slot takes the next featured row and any
 * other position the next organic one; when a stream has no more rows, the other takes its place.
 */
export function mergeStreams<T>(
  start: number,
  end: number,
  samples: number,
  featured: readonly T[],
  organic: readonly T[],
): T[] {
  const rows: T[] = [];
  let f = 0;
  let o = 0;
  for (let position = start; position < end; position++) {
    const slot = slotsBefore(position + 1, samples) > slotsBefore(position, samples);
    if (f < featured.length && (slot || o >= organic.length)) rows.push(featured[f++]);
    else if (o < organic.length) rows.push(organic[o++]);
    else break;
  }
  return rows;
}
