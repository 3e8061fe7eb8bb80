import type { CityEntry } from './place-index.ts';
import { likelierFirst } from './town-people.ts';

// Cities a mistyped name may have meant ("Seatle" → Seattle), for text that names no place
// (docs/decisions/063). Offered, never searched in its stead.

/** Three rows of the distance table, reused by every comparison (names are short). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Whether a's letters i-2, i-1 are b's j-1, j-2: two neighbours swapped. */
const swappedAt = (a: string, b: string, i: number, j: number) =>
  i > 1 &&
  j > 1 &&
  a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
  a.charCodeAt(i - 2) === b.charCodeAt(j - 1);

/**
 * The edit distance of two words (a letter added, dropped or changed, or two neighbours swapped),
 * or max + 1 as soon as it must be more than max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length >= rows[0].length) rows = rows.map(() => new Int32Array(b.length * 2));
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (swappedAt(a, b, i, j)) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/** One typo in a name of four letters or more, two from eight; none in shorter ones. */
const typosAllowed = (key: string) => (key.length >= 8 ? 2 : key.length >= 4 ? 1 : 0);

type Names = ReadonlyMap<string, CityEntry[]>;
/** The names by their first letter and length, made once for each index. */
const byFirstLetterAndLength = new WeakMap<Names, Map<string, [string, CityEntry[]][]>>();

/** The names with the same first letter as `key`, and a length at most `max` from its. */
function namesStartingLike(byName: Names, key: string, max: number): [string, CityEntry[]][] {
  let buckets = byFirstLetterAndLength.get(byName);
  if (!buckets) {
    buckets = new Map();
    for (const named of byName) {
      const bucketKey = `${named[0][0]}${named[0].length}`;
      const bucket = buckets.get(bucketKey);
      if (bucket) bucket.push(named);
      else buckets.set(bucketKey, [named]);
    }
    byFirstLetterAndLength.set(byName, buckets);
  }
  const found: [string, CityEntry[]][] = [];
  for (let length = key.length - max; length <= key.length + max; length++) {
    found.push(...(buckets.get(`${key[0]}${length}`) ?? []));
  }
  return found;
}

/**
 * The cities whose name is a typo or two from `key`, nearest first, then the larger; with a
 * `state`, only that state's cities when it has any. Only names with the same first letter, and
 * a length a typo or two from the key's, are compared: people rarely mistype the first letter,
 * and it keeps the comparison to a few hundred names.
 */
export function nearNames(byName: Names, key: string, state: string | null): CityEntry[] {
  const max = typosAllowed(key);
  if (max === 0) return [];
  const found: { entry: CityEntry; distance: number }[] = [];
  for (const [name, entries] of namesStartingLike(byName, key, max)) {
    if (name === key) continue;
    const distance = editDistance(key, name, max);
    if (distance <= max) found.push(...entries.map((entry) => ({ entry, distance })));
  }
  const inState = found.filter((f) => f.entry.state === state);
  return (inState.length > 0 ? inState : found)
    .sort((a, b) => a.distance - b.distance || likelierFirst(a.entry, b.entry))
    .map((f) => f.entry);
}

/** A city this large, a letter from a smaller town typed alone, may be the one meant. */
const CITY_LIKELY_MEANT = 100_000;

/** A town of the ZIP dataset three times as large, and of at least that many people. */
const isLargerTown = (entry: CityEntry, typed: CityEntry) =>
  entry.people >= CITY_LIKELY_MEANT &&
  entry.people >= 3 * typed.people &&
  !entry.county &&
  entry.reach === null &&
  entry.zips > 0;

/**
 * The city a town's name typed alone may have meant: one of 100,000 people or more, three times
 * the town's, a letter left out or doubled away ("Pittsburg" → Pittsburgh, "Scottdale" →
 * Scottsdale); a changed letter is more often a name of its own (Dalton, Dayton). Towns of the ZIP
 * dataset only: not a county, a region, or a figure of GeoNames' alone.
 */
export function largerCityMeant(
  byName: Names,
  key: string,
  typed: CityEntry,
): CityEntry | undefined {
  if (typed.reach !== null || typosAllowed(key) === 0) return undefined;
  const meant: CityEntry[] = [];
  for (const [name, entries] of namesStartingLike(byName, key, 1)) {
    if (name.length === key.length || editDistance(key, name, 1) !== 1) continue;
    meant.push(...entries.filter((entry) => isLargerTown(entry, typed)));
  }
  return meant.sort(likelierFirst)[0];
}
