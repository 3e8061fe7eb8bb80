import zipcodes from 'zipcodes';
import { PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import { distanceMiles, type Coordinates } from '#shared/geo.ts';
import { namesATown } from './company-zips.ts';
import { placeIndex } from './place-index.ts';
import { isInTheUs } from './place-text.ts';
import type { ResolvedPlace } from './places.service.ts';
import { townName } from './town-names.ts';

/**
 * A ZIP code as a place: around its centre, named by its town. An organisation's own ZIP code
 * (decision 068) is named by the town nearest to it: "New York, NY 10072", not "Philip Morris".
 */
export function zipPlace(zip: string): ResolvedPlace | null {
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US' || !isInTheUs(found.state)) return null;
  const center = { lat: found.latitude, lng: found.longitude };
  const town = namesATown(found.city)
    ? townName(found.city, found.state)
    : (nearestTown(center, found.state) ?? townName(found.city, found.state));
  return {
    kind: 'zip',
    label: `${town}, ${found.state} ${zip}`,
    city: town,
    state: found.state,
    zip,
    radius: PLACE_RADIUS_DEFAULT,
    alternatives: [],
    center,
  };
}

/**
 * The town of the state with ZIP codes of its own whose centre is nearest: a ZIP code is named by
 * a post office's town, not by a village GeoNames knows around it (a scan of the index: rare, and
 * remembered).
 */
function nearestTown(center: Coordinates, state: string): string | null {
  let nearest: { city: string; miles: number } | null = null;
  for (const entry of placeIndex().cities.values()) {
    if (entry.state !== state || entry.county || entry.reach !== null || entry.zips === 0) continue;
    const miles = distanceMiles(center, entry.center);
    if (!nearest || miles < nearest.miles) nearest = { city: entry.city, miles };
  }
  return nearest?.city ?? null;
}
