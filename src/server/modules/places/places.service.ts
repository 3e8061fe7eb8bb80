import type { Coordinates } from '#shared/geo.ts';
import type { Place } from '#shared/place-schemas.ts';
import { placeIndex, type CityEntry } from './place-index.ts';
import { cityId } from './place-sums.ts';
import {
  isStateName,
  placeKey,
  readPlaceText,
  stateName,
  US_STATES,
  type NameReading,
} from './place-text.ts';
import { REGIONS_A_NAME_MEANS, withTownshipOrCoSpelledOut } from './place-words.ts';
import { placeInItsTown, townAfterAName } from './place-in-its-town.ts';
import { withoutRemarks } from './place-remarks.ts';
import {
  ALTERNATIVES,
  cityInState,
  HAMLET_ZIPS,
  citiesNamed,
  cityPlace,
  stateOrCity,
  withALargerCityMeant,
} from './city-places.ts';
import { nameInTheDistrict, townOfItsPart, withDirectionSpelledOut } from './part-of-a-town.ts';
import { placesJoined, placesTogether, type Together } from './places-together.ts';
import { remembered } from './remembered.ts';
import { zipPlace } from './zip-place.ts';

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
  const entry = placeIndex().cities.get(cityId(placeKey(city), state.toUpperCase()));
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
    readPlace(text) ??
    placesTogether(placesJoined(text) ?? [], TOGETHER) ??
    readRespelled(withTownshipOrCoSpelledOut(text)) ??
    readRespelled(withDirectionSpelledOut(text)) ??
    readAsAPartOfATown(text) ??
    placesSideBySide(text)
  );
});

/** Most words read as two towns side by side. */
const SIDE_BY_SIDE_WORDS = 6;

/**
 * "Sarasota Bradenton", "Minneapolis St Paul": two towns written side by side with no word or
 * sign between them, read as places written together (decision 081) when each is a city of
 * 20,000 people or more; smaller ones are likelier a community's name ("Lakeview Manor").
 */
function placesSideBySide(text: string): ResolvedPlace | null {
  // A comma says which is the town ("Salem, Portland"); a name of several places says no one.
  if (/[^\p{L}\s.']/u.test(text) || REGIONS_A_NAME_MEANS[placeKey(text)]) return null;
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > SIDE_BY_SIDE_WORDS) return null;
  for (let split = 1; split < words.length; split++) {
    const parts = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    if (parts.every((part) => cityPlaceOfAPart(part) !== null)) {
      return placesTogether(parts, TOGETHER);
    }
  }
  return null;
}

/** "Ballard, Seattle", "North Dallas", "Georgetown, DC": read last, after every reading of the text as a place. */
const readAsAPartOfATown = (text: string) =>
  (isThreeParts(text) ? null : (readInItsTown(text) ?? townAfterAName(text, townPlace))) ??
  townOfItsPart(text, cityPlaceOfAPart) ??
  partOfTheDistrict(text);

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

/** A city people name parts of ("North Dallas"); "North Park" is not Park, KS. */
const CITY_OF_PARTS = 20_000;

const cityPlaceOfAPart = (town: string): ResolvedPlace | null => {
  const place = townPlace(town);
  const people = place && placeIndex().cities.get(indexIdOf(place))?.people;
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

const isThreeParts = (text: string) => text.split(',').length > 2;

const readRespelled = (text: string | null) => (text === null ? null : readPlace(text));

/** "Lincoln Park, Chicago": the place of that name near the town named after it. */
function readInItsTown(text: string): ResolvedPlace | null {
  // A state or a ZIP code after a name is read by readPlace ("Portland, Maine", "Seattle, 98101").
  const townAt = (town: string) => {
    const place = resolvePlace(town);
    return place?.kind === 'city' ? place.center : null;
  };
  const entry = placeInItsTown(text, townAt);
  return entry && cityPlace(entry);
}

/** A town, county or region in the index, by its name and state; a ZIP code by its town. */
const indexIdOf = (place: ResolvedPlace) => cityId(placeKey(place.city ?? ''), place.state);

const TOGETHER: Together<ResolvedPlace> = {
  read: readPlace,
  regionAround: (places) => {
    const { cities, regionsOf } = placeIndex();
    const [first, ...others] = places.map(
      (place) => regionsOf.get(indexIdOf(place)) ?? new Set<string>(),
    );
    const smallest = [...first]
      .filter((region) => others.every((regions) => regions.has(region)))
      .map((region) => cities.get(region) as CityEntry)
      .sort((a, b) => (a.reach ?? 0) - (b.reach ?? 0))[0];
    return smallest ? cityPlace(smallest) : null;
  },
  meantFarApart: (place) =>
    place.kind === 'zip' || (placeIndex().cities.get(indexIdOf(place))?.zips ?? 0) > HAMLET_ZIPS,
  alternativesMax: ALTERNATIVES,
};

function readPlace(text: string): ResolvedPlace | null {
  const reading = readPlaceText(text);
  if (!reading) return null;
  if (reading.zip) return zipPlace(reading.zip);
  if (reading.zipWithName) {
    const place = zipPlace(reading.zipWithName.zip);
    if (place && namesZip(reading.zipWithName.name, place)) return place;
  }
  return (
    cityInState(reading) ??
    withALargerCityMeant(
      stateOrCity(reading.state, reading.stateSpelledOut, citiesNamed(reading.city)),
      reading.city,
    )
  );
}

/** Whether a name typed beside a ZIP is the ZIP's city or state ("98052 Redmond", "98052 WA"). */
function namesZip(name: NameReading, zip: ResolvedPlace): boolean {
  const city = placeKey(zip.city ?? '');
  return (
    name.city === city ||
    name.state === zip.state ||
    name.cityInState.some((c) => c.city === city && c.state === zip.state)
  );
}
