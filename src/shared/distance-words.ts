import { DISTANCE } from './constants.ts';

// A distance typed with the place, as families write it in a search engine: "within 10 miles of
// Seattle", "5 mi from 98052", "Austin 20 mile radius" (docs/decisions/082). The place is then
// searched that far around, as the distance filter would.

export interface DistanceAndPlace {
  /** Miles, within the distance filter's range. */
  miles: number;
  /** The rest of the text: the place. */
  location: string;
}

const MILES = String.raw`(\d{1,4}(?:\.\d+)?)\s*(?:-\s*)?(?:miles?|mi\.?)`;
const UP_TO = String.raw`(?:(?:within|in|under|less\s+than|up\s+to|no\s+more\s+than|about|around|max(?:imum)?)\s+)?`;

/** "within 10 miles of Seattle", "10 mi from 98052", "a 20 mile radius around Austin". */
const BEFORE = new RegExp(
  String.raw`^${UP_TO}(?:an?\s+)?${MILES}(?:\s+radius)?\s+(?:of|from|around|near|to|outside(?:\s+of)?|away\s+from)\s+(\S.*)$`,
  'i',
);
/** "Seattle within 10 miles", "Seattle, WA - 25 mi", "Austin 20 mile radius". */
const AFTER = new RegExp(
  String.raw`^(.*?\S)(?:\s*[,–-]\s*|\s+)${UP_TO}${MILES}(?:\s+radius)?(?:\s+(?:away|around|of\s+it))?\.?$`,
  'i',
);

const inRange = (miles: number) =>
  Math.min(DISTANCE.max, Math.max(DISTANCE.min, Math.round(miles)));

/** The distance typed with a place, and the place; null when the text gives none. */
export function distanceAndPlace(text: string): DistanceAndPlace | null {
  const trimmed = text.trim();
  const before = BEFORE.exec(trimmed);
  if (before) return { miles: inRange(Number(before[1])), location: before[2].trim() };
  const after = AFTER.exec(trimmed);
  // "98052 5 mi": a ZIP code's digits are no distance, but the words before one are a place.
  if (after && !/^\d{1,4}$/.test(after[1])) {
    return { miles: inRange(Number(after[2])), location: after[1].trim() };
  }
  return null;
}
