import type { Coordinates } from '#shared/geo.ts';
import type { Place } from '#shared/place-schemas.ts';
import { placeIndex } from './place-index.ts';
import { cityId } from './place-sums.ts';
import { isStateName, placeKey, readPlaceText, stateName, US_STATES } from './place-text.ts';
import { withoutMunicipality, withTownshipOrCoSpelledOut } from './place-words.ts';
import { placeInItsTown, townAfterAName } from './place-in-its-town.ts';
import { withoutRemarks } from './place-remarks.ts';
import { cityInState, cityPlace } from './city-places.ts';
import { nearNames } from './near-names.ts';
import {
  cityAndStateAfterWords,
  nameInTheDistrict,
  townOfItsPart,
  withDirectionSpelledOut,
  nameInTheCityOfItsCode,
  cityOfItsPartBeforeItsCode,
  regionAfterThe,
} from './part-of-a-town.ts';
import {
  indexIdOf,
  peopleOf,
  readPlace,
  regionBeforeASmallTown,
  TOGETHER,
} from './place-reading.ts';
import { placesJoined, placesTogether } from './places-together.ts';
import { placesSideBySide } from './places-side-by-side.ts';
import { remembered } from './remembered.ts';
import { stateNameRespelled } from './state-typos.ts';
import { portOrPoint } from './port-or-point.ts';
import { PLACES_ABROAD } from './places-abroad.ts';
import { regionOfItsState } from './region-of-its-state.ts';
import { CITY_OF_PARTS } from './town-people.ts';
import { directionWrittenOut } from './town-names.ts';

/** A place and the point distances are measured from (none for a state, searched whole). */
export type ResolvedPlace = Place & { center: Coordinates | null };

/** How a state may be stored on a listing, lower-cased: "wa" and "washington". */
export const stateSpellings = (code: string): string[] => [
  code.toLowerCase(),
  stateName(code).toLowerCase(),
];

/**
 * The city a state code and a city name (or its slug) name, with its centre and, for a region, its
 * own reach; null if unknown.
 */
export function findCity(
  state: string,
  city: string,
): { city: string; state: string; center: Coordinates; reach: number | null } | null {
  const named = (name: string) =>
    placeIndex().cities.get(cityId(placeKey(name), state.toUpperCase()));
  // A city page's address with a direction's initial ("n-little-rock", as the dataset wrote it).
  const written = directionWrittenOut(city);
  const entry = named(city) ?? (written ? named(written) : undefined);
  if (!entry) return null;
  return { city: entry.city, state: entry.state, center: entry.center, reach: entry.reach };
}

/**
 * The place typed text names, or null when it names none (the search then matches names and
 * text as before). In memory: the dataset is indexed once, and recent texts are remembered.
 */
export const resolvePlace = remembered((typed): ResolvedPlace | null => {
  const text = withoutRemarks(typed);
  return (
    // "Lincoln Park, Chicago, IL" is Lincoln Park, where an address's street would give Chicago.
    (isThreeParts(text) ? readInItsTown(text) : null) ??
    regionBeforeASmallTown(text) ??
    readPlace(text) ??
    placesTogether(placesJoined(text) ?? [], TOGETHER) ??
    readRespelledForms(text) ??
    readAsAPartOfATown(text) ??
    placesSideBySide(text) ??
    townAfterWords(text)
  );
});

/** "Capitol Hill Seattle WA": the town and state after other words (decision 088). */
const townAfterWords = (text: string) => {
  const town = cityAndStateAfterWords(text, townInState);
  return town && !mistypedTownInState(text) ? town : null;
};

/** "Ballard, Seattle", "North Dallas", "Georgetown, DC": read after every reading of the whole text as one place. */
const readAsAPartOfATown = (text: string) =>
  (isThreeParts(text)
    ? null
    : (readInItsTown(text) ?? townAfterAName(text, townPlace, peopleOf))) ??
  townOfItsPart(text, cityPlaceOfAPart) ??
  readIn(nameInTheCityOfItsCode(text)) ??
  readRespelled(cityOfItsPartBeforeItsCode(text)) ??
  partOfTheDistrict(text);

const readIn = (text: string | null) => (text === null ? null : readInItsTown(text));

/** A city so large its name, typed with another state, means it: "Seattle, DC" is a mistake. */
const CITY_MEANT_BY_ITS_NAME = 100_000;

/**
 * "Georgetown, DC", "Foggy Bottom, DC": a part of the District the index lacks is Washington
 * (decision 081); "Seattle, DC" is not, and offers Seattle, WA.
 */
function partOfTheDistrict(text: string): ResolvedPlace | null {
  const name = nameInTheDistrict(text);
  // "Oregon, DC": a state's name is no part of the District (places written together ask so).
  if (name === null || isStateName(placeKey(name))) return null;
  const namesakes = placeIndex().byName.get(placeKey(name)) ?? [];
  if (namesakes.some((entry) => entry.people >= CITY_MEANT_BY_ITS_NAME)) return null;
  return townPlace('Washington, DC');
}

/** A town of 20,000 people or more, which people name parts of; null for any other text. */
export const cityPlaceOfAPart = (town: string): ResolvedPlace | null => {
  const place = townPlace(town);
  const people = peopleOf(place);
  return people && people >= CITY_OF_PARTS ? place : null;
};

/**
 * The town written after a name, as searched (its namesakes not offered). A state's name there is
 * the state's own city: "Upper West Side, New York" is New York City, "Ballard, Washington" not DC.
 */
const townPlace = (town: string): ResolvedPlace | null => {
  const place = resolvePlace(town);
  const state = US_STATES.find((s) => s.key === placeKey(town));
  if (place?.kind !== 'city' || (state && state.code !== place.state)) return null;
  return { ...place, alternatives: [] };
};

/**
 * "Seattle WA", "West Hempstead NY": a town written with its state and nothing else, a city
 * people name parts of or a name of several words. Not a county, nor a small town of one word,
 * which a community's name before it more often ends with ("Sunset Lake MS" is no Lake, MS).
 */
const townInState = (text: string): ResolvedPlace | null => {
  const reading = readPlaceText(text);
  const place = reading && reading.cityInState.length > 0 ? cityInState(reading) : null;
  const entry = place && placeIndex().cities.get(indexIdOf(place));
  if (!entry || entry.county) return null;
  return entry.people >= CITY_OF_PARTS || entry.city.includes(' ') ? place : null;
};

/**
 * Whether the text is a town of its state mistyped ("Bwling Green OH", "Wst Palm Beach FL"),
 * whose last words are no city of their own to search (Green, OH; Palm Beach).
 */
const mistypedTownInState = (text: string): boolean =>
  readPlaceText(text)?.cityInState.some(({ city, state }) =>
    nearNames(placeIndex().byName, city, state).some((entry) => entry.state === state),
  ) ?? false;

const isThreeParts = (text: string) => text.split(',').length > 2;

/** "City of Seattle" is Seattle; "Mexico City" and "Quebec City" are no town of the US. */
const townOfAMunicipality = (text: string) => {
  const name = withoutMunicipality(text);
  return name === null || PLACES_ABROAD.has(placeKey(name)) ? null : name;
};

const readRespelled = (text: string | null) => (text === null ? null : readPlace(text));

/** "Brick Twp", "N. Las Vegas", "City of Seattle": the name written out, or without its word. */
const readRespelledForms = (text: string) =>
  readRespelled(withTownshipOrCoSpelledOut(text)) ??
  readRespelled(withDirectionSpelledOut(text)) ??
  readRespelled(townOfAMunicipality(text)) ??
  readRespelled(regionAfterThe(text)) ??
  readWithTheStateRespelled(text) ??
  readWithPtSpelledOut(text) ??
  regionOfItsState(text, readPlace, isARegion);

/**
 * "Pt Charlotte", "Pt Pleasant NJ": "Pt" read as Port and as Point; the likelier place of the
 * two, the other offered (decision 097).
 */
function readWithPtSpelledOut(text: string): ResolvedPlace | null {
  const found = portOrPoint(text)
    .map((form) => resolvePlace(form))
    .filter((place): place is ResolvedPlace => place !== null);
  if (found.length < 2) return found[0] ?? null;
  const [likelier, other] =
    (peopleOf(found[1]) ?? 0) > (peopleOf(found[0]) ?? 0) ? [found[1], found[0]] : found;
  const offered = [...likelier.alternatives, other.label].filter((l) => l !== likelier.label);
  return { ...likelier, alternatives: [...new Set(offered)] };
}

/**
 * "Knoxville Tennesee", "Massachusets", "East Tennesee": the text read with a state's name
 * mistyped at its end written right, when what it then names is in that state (decision 094).
 */
function readWithTheStateRespelled(text: string): ResolvedPlace | null {
  const respelled = stateNameRespelled(text);
  const place = respelled && resolvePlace(respelled.text);
  return place && place.state === respelled.state ? place : null;
}

const isARegion = (place: ResolvedPlace) =>
  (placeIndex().cities.get(indexIdOf(place))?.reach ?? null) !== null;

/** "Lincoln Park, Chicago": the place of that name near the town named after it. */
export function readInItsTown(text: string): ResolvedPlace | null {
  // A state or a ZIP code after a name is read by readPlace ("Portland, Maine", "Seattle, 98101").
  const townAt = (town: string) => {
    const place = resolvePlace(town);
    return place?.kind === 'city' && place.center
      ? { center: place.center, radius: place.radius }
      : null;
  };
  const entry = placeInItsTown(text, townAt);
  return entry && cityPlace(entry);
}
