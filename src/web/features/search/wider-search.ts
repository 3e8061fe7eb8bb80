import { DISTANCE } from '#shared/constants.ts';
import type { Place } from '#shared/place-schemas.ts';

/** The distances a search with no results around a place is offered next, nearest first. */
const WIDER_MILES = [DISTANCE.default, DISTANCE.max] as const;

/**
 * How far to search next when nothing was found around a place: the next of 50 and 100 miles
 * beyond its radius; null for a state (searched whole) or a search already at 100 miles.
 */
export function widerMiles(place: Pick<Place, 'radius'> | null): number | null {
  if (!place || place.radius === null) return null;
  return WIDER_MILES.find((miles) => miles > place.radius!) ?? null;
}
