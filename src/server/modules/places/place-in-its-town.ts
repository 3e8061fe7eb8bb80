import { PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import { distanceMiles, type Coordinates } from '#shared/geo.ts';
import { placeIndex, type CityEntry } from './place-index.ts';
import { placeKey } from './place-text.ts';
import { PLACES_ABROAD } from './places-abroad.ts';

/**
 * "Lincoln Park, Chicago", "Park Slope, Brooklyn", "La Jolla, San Diego": a part of a city, or a
 * town beside it, written with the city it is in or near instead of a state
 * (docs/decisions/077). Given the text and a way to read the city, the place of the first name
 * nearest to that city, if it lies within the default radius of it (a region, within its own);
 * else null.
 */
export function placeInItsTown(
  text: string,
  townAt: (town: string) => Coordinates | null,
): CityEntry | null {
  const comma = text.indexOf(',');
  if (comma < 0) return null;
  const named = placeIndex().byName.get(placeKey(text.slice(0, comma)));
  const town = named && townAt(text.slice(comma + 1));
  if (!named || !town) return null;
  // A region reaches as far as it is searched ("North Shore, Chicago": its towns lie north of it).
  const reach = (entry: CityEntry) => Math.max(entry.reach ?? 0, PLACE_RADIUS_DEFAULT);
  const nearest = named
    .filter((entry) => !entry.county)
    .map((entry) => ({ entry, miles: distanceMiles(town, entry.center) }))
    .sort((a, b) => a.miles - b.miles)[0];
  return nearest && nearest.miles <= reach(nearest.entry) ? nearest.entry : null;
}

/** A name this many people have somewhere is meant there, not as a part of the town after it. */
const NAME_MEANT_ELSEWHERE = 5_000;

/**
 * "Ballard, Seattle", "Upper West Side, Manhattan", "Main Street, Chicago": a neighbourhood or
 * street the index does not know, written with its town, is searched around the town, as an
 * address written with its state is (docs/decisions/078). Not when the name is a town of its own
 * elsewhere ("Salem, Portland"), nor after a country or a Canadian province ("Cancun, Mexico",
 * "Guelph, Ontario"), whose names US towns share. `read` reads the town, or gives null.
 */
export function townAfterAName<P>(text: string, read: (town: string) => P | null): P | null {
  const comma = text.indexOf(',');
  if (comma < 0) return null;
  const town = text.slice(comma + 1);
  if (PLACES_ABROAD.has(placeKey(town))) return null;
  const namesakes = placeIndex().byName.get(placeKey(text.slice(0, comma))) ?? [];
  return namesakes.some((entry) => entry.people >= NAME_MEANT_ELSEWHERE) ? null : read(town);
}
