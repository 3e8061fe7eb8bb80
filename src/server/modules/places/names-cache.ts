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

type Entry = { names: Promise<CommunitySuggestion[]>; expires: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

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
  const entry = { names: load(), expires: Date.now() + NAMES_TTL_MS };
  cache.set(key, entry);
  // A failed read is not kept: the next family asks again.
  entry.names.catch(() => cache.get(key) === entry && cache.delete(key));
  return entry.names;
}

/** Call after a write that may change which communities families see, or their names. */
export function forgetCommunityNames(db: Db): void {
  caches.delete(db);
}
