import { PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import { distanceMiles, type Coordinates } from '#shared/geo.ts';
import { ALTERNATIVES, cityLabel } from './city-places.ts';
import { placeIndex, type CityEntry } from './place-index.ts';
import { placeKey } from './place-text.ts';
import { PLACES_ABROAD } from './places-abroad.ts';
import { TOWN_OF_ITS_OWN_PEOPLE } from './town-people.ts';
import { NEIGHBOURHOODS_OF_CITIES, REGIONS_A_NAME_MEANS } from './place-words.ts';

/** A town searched within its own reach: a region wider than a town ("Long Island"). */
export interface TownAround {
  center: Coordinates;
  radius: number | null;
}

/** How many times a region's radius from its centre a place in it may lie: towns at its far ends. */
const REGION_ENDS = 1.5;

/**
 * "Lincoln Park, Chicago", "Park Slope, Brooklyn", "La Jolla, San Diego": a part of a city, or a
 * town beside it, written with the city it is in or near instead of a state
 * (docs/decisions/077). Given the text and a way to read the city, the place of the first name
 * nearest to that city, if it lies within the default radius of it, a region's own reach, or,
 * after a region wider than a town, that region's far ends ("Southampton, Long Island"); else
 * null.
 */
export function placeInItsTown(
  text: string,
  townAt: (town: string) => TownAround | null,
): CityEntry | null {
  const comma = text.indexOf(',');
  if (comma < 0) return null;
  const named = placeIndex().byName.get(placeKey(text.slice(0, comma)));
  const town = named && townAt(text.slice(comma + 1));
  if (!named || !town) return null;
  const townEnds = (town.radius ?? 0) > PLACE_RADIUS_DEFAULT ? (town.radius ?? 0) * REGION_ENDS : 0;
  // A region reaches as far as it is searched ("North Shore, Chicago": its towns lie north of it).
  const reach = (entry: CityEntry) => Math.max(entry.reach ?? 0, PLACE_RADIUS_DEFAULT, townEnds);
  const nearest = named
    .filter((entry) => !entry.county)
    .map((entry) => ({ entry, miles: distanceMiles(town.center, entry.center) }))
    .sort((a, b) => a.miles - b.miles)[0];
  return nearest && nearest.miles <= reach(nearest.entry) ? nearest.entry : null;
}

/** A namesake this near the town may be the one meant ("Salem, Portland": Salem, OR). */
const NAMESAKE_NEARBY_MILES = 75;
/** A namesake this large may be the one meant wherever it is ("Fremont, Seattle": Fremont, CA). */
const NAMESAKE_MEANT_ANYWHERE = 100_000;
/** How many times its largest namesake's people the town must have for the name to be its part. */
const TOWN_MUCH_LARGER = 2;

/**
 * "Ballard, Seattle", "Fremont, Seattle", "Upper West Side, Manhattan": a neighbourhood or street
 * the index does not know here, written with its town, is searched around the town, as an
 * address written with its state is (docs/decisions/078, 087). Where the name is also a town of
 * its own, the town after it must be much the larger ("Seattle, Boston" and "Boston, Ballard" are
 * no place), and that namesake is offered where it may be the one meant: within 75 miles ("Salem,
 * Portland" offers Salem, OR) or a city of 100,000 ("Fremont, Seattle" offers Fremont, CA). Not
 * after a country or a Canadian province ("Cancun, Mexico", "Guelph, Ontario"), whose names US
 * towns share. `read` reads the town, or gives null; `peopleOf` tells how many live there.
 */
export function townAfterAName<P extends { center: Coordinates | null; alternatives: string[] }>(
  text: string,
  read: (town: string) => P | null,
  peopleOf: (town: P) => number | undefined,
): P | null {
  const comma = text.indexOf(',');
  if (comma < 0) return null;
  const townText = text.slice(comma + 1);
  if (PLACES_ABROAD.has(placeKey(townText))) return null;
  const town = read(townText);
  if (!town?.center) return town;
  const at = town.center;
  const namesakes = (placeIndex().byName.get(placeKey(text.slice(0, comma))) ?? [])
    .filter((entry) => !entry.county && entry.people >= TOWN_OF_ITS_OWN_PEOPLE)
    .map((entry) => ({ entry, miles: distanceMiles(at, entry.center) }));
  const largest = Math.max(0, ...namesakes.map(({ entry }) => entry.people));
  if ((peopleOf(town) ?? 0) < largest * TOWN_MUCH_LARGER) return null;
  const offered = namesakes
    .filter(
      ({ entry, miles }) =>
        miles <= NAMESAKE_NEARBY_MILES || entry.people >= NAMESAKE_MEANT_ANYWHERE,
    )
    .sort((a, b) => a.miles - b.miles)
    .map(({ entry }) => cityLabel(entry));
  return { ...town, alternatives: [...offered, ...town.alternatives].slice(0, ALTERNATIVES) };
}

/**
 * "Beacon Hill Seattle", "Capitol Hill Denver": a neighbourhood several cities have, or one the
 * index gives another city, written before a city (no comma), is that city's part of the name
 * (docs/decisions/092). A name several cities have must be one of theirs ("Capitol Hill Boston"
 * is not read). `readCity` reads a city, or gives null; the neighbourhood's own city is offered.
 */
export function cityOfItsNeighbourhood<P extends { label: string; alternatives: string[] }>(
  [part, town]: string[],
  readCity: (town: string) => P | null,
): P | null {
  const key = placeKey(part);
  const own = NEIGHBOURHOODS_OF_CITIES[key];
  const cities = REGIONS_A_NAME_MEANS[key];
  if (!own && !cities) return null;
  const city = readCity(town);
  if (!city || (cities && !cities.includes(city.label))) return null;
  const offered = own ? readCity(`${own.city}, ${own.state}`)?.label : undefined;
  return { ...city, alternatives: offered && offered !== city.label ? [offered] : [] };
}
