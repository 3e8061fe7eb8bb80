import type { CommunitySuggestion } from '#shared/place-schemas.ts';
import type { Db } from '../../db/client.ts';

/**
 * Community names suggested for the same letters are kept for a minute: the first letters of
 * towns and names repeat across families all day, and a query per keystroke per family would
 * make the suggestions as costly as a search. Writes through this process forget them at once
 * (a community published, renamed, removed); other processes' writes show within the minute.
 */
export const NAMES_TTL_MS = 60_000;
/** Texts kept per database; the oldest goes first. */
const MAX_TEXTS = 2000;

type Entry = {
  names: Promise<CommunitySuggestion[]>;
  expires: number;
  /** The names once read: most answers need no promise, timer or signal at all. */
  settled?: CommunitySuggestion[];
};
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The key names are kept by: the typed letters, and whether samples were among them. */
export const namesKey = (includeSamples: boolean, typed: string) => `${includeSamples}:${typed}`;

/** The names for `key`, from the cache or from `load` (one load at a time per key). */
export function cachedNames(
  db: Db,
  key: string,
  load: () => Promise<CommunitySuggestion[]>,
): Promise<CommunitySuggestion[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.names;
  cache.delete(key);
  if (cache.size >= MAX_TEXTS) cache.delete(cache.keys().next().value!);
  const entry: Entry = { names: load(), expires: Date.now() + NAMES_TTL_MS };
  cache.set(key, entry);
  entry.names.then((names) => (entry.settled = names)).catch(() => {});
  // A failed read is not kept: the next family asks again.
  entry.names.catch(() => cache.get(key) === entry && cache.delete(key));
  return entry.names;
}

/** The names for `key` when they have been read and are still fresh; else undefined. */
export function keptNames(db: Db, key: string): CommunitySuggestion[] | undefined {
  const hit = caches.get(db)?.get(key);
  return hit && hit.expires > Date.now() ? hit.settled : undefined;
}

/** Call after a write that may change which communities families see, or their names. */
export function forgetCommunityNames(db: Db): void {
  caches.delete(db);
}
