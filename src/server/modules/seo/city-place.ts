import type { Coordinates } from '#shared/geo.ts';
import { findCity } from '../places/places.service.ts';

/** A city as people write it, and the centre its ZIP codes share. */
export type CityPlace = { city: string; state: string; center: Coordinates };

/**
 * The city a page's state and city segments name, or null when the dataset has no such city: the
 * same place, and the same centre, a typed "City, ST" resolves to (docs/decisions/038).
 */
export function findCityPlace(stateSlug: string, citySlug: string): CityPlace | null {
  return findCity(stateSlug, citySlug.replace(/-/g, ' '));
}
