import { placeIndex } from './place-index.ts';
import { placeKey } from './place-text.ts';
import { REGIONS_A_NAME_MEANS } from './place-words.ts';
import { cityOfItsNeighbourhood } from './place-in-its-town.ts';
import { peopleOf, readPlace, TOGETHER } from './place-reading.ts';
import { placesFarApart, placesRead, placesTogether } from './places-together.ts';
import { cityPlaceOfAPart, readInItsTown, type ResolvedPlace } from './places.service.ts';

// Two places written side by side with no comma or word between them (decisions 081, 087, 092,
// 100): "Sarasota Bradenton", "Fremont Seattle", "Beacon Hill Seattle", "Flushing Queens".

/** Most words read as two towns side by side. */
const SIDE_BY_SIDE_WORDS = 6;

/**
 * "Sarasota Bradenton", "Minneapolis St Paul": two towns written side by side with no word or
 * sign between them, read as places written together (decision 081) when each is a city of
 * 20,000 people or more; smaller ones are likelier a community's name ("Lakeview Manor"), unless
 * the city after one holds a place of its name ("Flushing Queens").
 */
export function placesSideBySide(text: string): ResolvedPlace | null {
  // A comma says which is the town ("Salem, Portland"); a name of several places says no one.
  if (/[^\p{L}\s.']/u.test(text) || REGIONS_A_NAME_MEANS[placeKey(text)]) return null;
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > SIDE_BY_SIDE_WORDS) return null;
  for (let split = 1; split < words.length; split++) {
    const read = readCutInTwo([words.slice(0, split).join(' '), words.slice(split).join(' ')]);
    if (read !== undefined) return read;
  }
  return null;
}

/** The text cut in two at one place: what it reads as, null to stop, undefined to try another. */
function readCutInTwo(parts: string[]): ResolvedPlace | null | undefined {
  const neighbourhood = cityOfItsNeighbourhood(parts, cityPlaceOfAPart);
  if (neighbourhood) return neighbourhood;
  const first = cityPlaceOfAPart(parts[0]);
  if (!first && !mayBeInTheTownAfterIt(parts)) return undefined;
  const last = cityPlaceOfAPart(parts[1]);
  if (first && last) return partOfTheLast(parts) ?? placesTogether(parts, TOGETHER);
  return first || !last ? undefined : placeInTheTownAfterIt(parts, last);
}

/**
 * "Flushing Queens", "Riverdale Bronx": a smaller place in the city after it, in its state
 * ("Brookdale Queens" is a community's name, not Brookdale, NJ; decision 100).
 */
function placeInTheTownAfterIt(parts: string[], town: ResolvedPlace): ResolvedPlace | undefined {
  const inTheTown = readInItsTown(parts.join(', '));
  return inTheTown && inTheTown.state === town.state ? inTheTown : undefined;
}

/** Most words of a city's or region's name ("Salt Lake City"). */
const TOWN_WORDS = 3;

/**
 * Whether the first part may be a place in the town the last names, looked up before the last is
 * read: most words before a town name no place, and a community's name goes on for many words.
 */
const mayBeInTheTownAfterIt = ([name, town]: string[]) =>
  town.split(' ').length <= TOWN_WORDS && placeIndex().byName.has(placeKey(name));

/** How many times the people of the first a city written last has, to be the one meant. */
const LAST_MUCH_LARGER = 2;
/** A city this large (about the hundred largest) names itself, not a part of another. */
const CITY_NAMING_ITSELF = 250_000;

/**
 * "Fremont Seattle", "Germantown Philadelphia": of two cities side by side too far apart to be
 * searched together, the first names a part of the second when the second is much the larger
 * and the first is not one of the largest ("Seattle Chicago" stays Seattle). The first is
 * offered (decision 087).
 */
function partOfTheLast(parts: string[]): ResolvedPlace | null {
  const places = placesRead(parts, readPlace);
  if (!places || !placesFarApart(places)) return null;
  // The first as its name means alone: "Atlanta Chicago" is no Atlanta, IL.
  const [first, last] = [readPlace(parts[0]), places[1]].map(peopleOf);
  if (!first || !last || first >= CITY_NAMING_ITSELF || last < first * LAST_MUCH_LARGER) {
    return null;
  }
  return { ...places[1], alternatives: [places[0].label] };
}
