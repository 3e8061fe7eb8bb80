import { priceBounds } from '#shared/geo.ts';
import type { Db } from '../../db/client.ts';
import { priceExtremes } from './listings.repo.ts';

/**
 * The price slider's bounds span every listing, so they do not depend on the search: one query per
 * minute instead of one per search. Writes through this process forget them at once; writes by
 * other processes (or the seeder) show within PRICE_BOUNDS_TTL_MS. Decision 011.
 */
export const PRICE_BOUNDS_TTL_MS = 60_000;

type Bounds = { min: number; max: number };
const cache = new WeakMap<Db, { bounds: Promise<Bounds>; expires: number }>();

export function cachedPriceBounds(db: Db): Promise<Bounds> {
  const hit = cache.get(db);
  if (hit && hit.expires > Date.now()) return hit.bounds;
  const bounds = priceExtremes(db).then((e) => priceBounds(e.min, e.max));
  const entry = { bounds, expires: Date.now() + PRICE_BOUNDS_TTL_MS };
  cache.set(db, entry);
  // A failed read is not kept: the next search asks again.
  bounds.catch(() => cache.get(db) === entry && cache.delete(db));
  return bounds;
}

/** Call after a write that may change the lowest or highest price (insert, price edit, delete). */
export function forgetPriceBounds(db: Db): void {
  cache.delete(db);
}
