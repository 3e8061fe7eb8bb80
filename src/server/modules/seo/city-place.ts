import type { Coordinates } from '#shared/geo.ts';
import { findCity } from '../places/places.service.ts';

/**
 * A city as people write it, the centre its ZIP codes share, and a region's own reach (the page
 * looks CITY_RADIUS_MILES around anything else).
 */
export type CityPlace = {
  city: string;
  state: string;
  center: Coordinates;
  reach?: number | null;
};

/**
 * The city a page's state and city segments name, or null when the dataset has no such city: the
 * same place, and the same centre, a typed "City, ST" resolves to (docs/decisions/038).
 */
export function findCityPlace(stateSlug: string, citySlug: string): CityPlace | null {
  return findCity(stateSlug, citySlug.replace(/-/g, ' '));
}
