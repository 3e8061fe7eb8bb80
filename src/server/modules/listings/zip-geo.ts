import zipcodes from 'zipcodes';
import type { Coordinates } from '#shared/geo.ts';

/** ZIP centroid from the offline US dataset (docs/architecture.md §5.3), or null for an unknown ZIP. */
export function coordinatesForZip(zip: string): Coordinates | null {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const found = zipcodes.lookup(five);
  return found ? { lat: found.latitude, lng: found.longitude } : null;
}
