import type { Coordinates } from '#shared/geo.ts';
import { findCity } from '../places/places.service.ts';

/**
 * A city as people write it, the centre its ZIP codes share, and how far around it the page
 * looks (a region's own reach; CITY_RADIUS_MILES when not given).
 */
export type CityPlace = { city: string; state: string; center: Coordinates; radius?: number };

/**
 * The city a page's state and city segments name, or null when the dataset has no such city: the
 * same place, and the same centre, a typed "City, ST" resolves to (docs/decisions/038).
 */
export function findCityPlace(stateSlug: string, citySlug: string): CityPlace | null {
  return findCity(stateSlug, citySlug.replace(/-/g, ' '));
}
