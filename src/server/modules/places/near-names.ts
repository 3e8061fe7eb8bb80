import type { CityEntry } from './place-index.ts';
import { likelierFirst } from './town-people.ts';

// Cities a mistyped name may have meant ("Seatle" → Seattle), for text that names no place
// (docs/decisions/063). Offered, never searched in its stead.

/**
 * The edit distance of two words (a letter added, dropped or changed, or two neighbours swapped),
 * or max + 1 as soon as it must be more than max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      if (swapped) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length];
}

/** One typo in a name of four letters or more, two from eight; none in shorter ones. */
const typosAllowed = (key: string) => (key.length >= 8 ? 2 : key.length >= 4 ? 1 : 0);

type Names = ReadonlyMap<string, CityEntry[]>;
/** The names by their first letter, made once for each index. */
const byFirstLetter = new WeakMap<Names, Map<string, [string, CityEntry[]][]>>();

function namesStartingLike(byName: Names, key: string): [string, CityEntry[]][] {
  let buckets = byFirstLetter.get(byName);
  if (!buckets) {
    buckets = new Map();
    for (const named of byName) {
      const bucket = buckets.get(named[0][0]) ?? [];
      bucket.push(named);
      buckets.set(named[0][0], bucket);
    }
    byFirstLetter.set(byName, buckets);
  }
  return buckets.get(key[0]) ?? [];
}

/**
 * The cities whose name is a typo or two from `key`, nearest first, then the larger; with a
 * `state`, only that state's cities when it has any. Only names with the same first letter are
 * compared: people rarely mistype it, and it keeps the comparison to a few thousand names (about
 * a millisecond).
 */
export function nearNames(byName: Names, key: string, state: string | null): CityEntry[] {
  const max = typosAllowed(key);
  if (max === 0) return [];
  const found: { entry: CityEntry; distance: number }[] = [];
  for (const [name, entries] of namesStartingLike(byName, key)) {
    if (name === key) continue;
    const distance = editDistance(key, name, max);
    if (distance <= max) found.push(...entries.map((entry) => ({ entry, distance })));
  }
  const inState = found.filter((f) => f.entry.state === state);
  return (inState.length > 0 ? inState : found)
    .sort((a, b) => a.distance - b.distance || likelierFirst(a.entry, b.entry))
    .map((f) => f.entry);
}
