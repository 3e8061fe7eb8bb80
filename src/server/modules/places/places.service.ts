import { PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import type { Coordinates } from '#shared/geo.ts';
import type { Place } from '#shared/place-schemas.ts';
import { placeIndex, type CityEntry } from './place-index.ts';
import { cityId } from './place-sums.ts';
import { likelierFirst } from './town-people.ts';
import {
  placeKey,
  readPlaceText,
  stateName,
  US_STATES,
  type NameReading,
  type PlaceReading,
} from './place-text.ts';
import {
  CITIES_WRITTEN_AS_A_STATE_CODE,
  REGIONS_A_NAME_MEANS,
  withTownshipOrCoSpelledOut,
} from './place-words.ts';
import { placeInItsTown, townAfterAName } from './place-in-its-town.ts';
import { withoutRemarks } from './place-remarks.ts';
import { largerCityMeant } from './near-names.ts';
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

/** A city with at least this many ZIP codes wins over a state of its name ("New York"). */
const BIG_CITY_ZIPS = 20;
export const ALTERNATIVES = 4;

export const cityLabel = (c: { city: string; state: string }) => `${c.city}, ${c.state}`;

function cityPlace(entry: CityEntry, others: CityEntry[] = []): ResolvedPlace {
  return {
    kind: 'city',
    label: cityLabel(entry),
    city: entry.city,
    state: entry.state,
    zip: null,
    radius: entry.reach ?? PLACE_RADIUS_DEFAULT,
    alternatives: others
      .filter((o) => o !== entry)
      .slice(0, ALTERNATIVES)
      .map(cityLabel),
    center: entry.center,
  };
}

const statePlace = (state: string): ResolvedPlace => ({
  kind: 'state',
  label: stateName(state),
  city: null,
  state,
  zip: null,
  radius: null,
  alternatives: [],
  center: null,
});

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
  if (name === null || US_STATES.some((state) => state.key === placeKey(name))) return null;
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

/**
 * The first way of reading a city in a state that names one; else a county of that name there
 * ("Westchester, NY": no town, but Westchester County).
 */
function cityInState(reading: PlaceReading): ResolvedPlace | null {
  const { cities, byName } = placeIndex();
  for (const { city, state } of reading.cityInState) {
    const entry = cities.get(cityId(city, state));
    // A name people use ("Manhattan") offers the towns of that name beside the city it means.
    if (entry) return cityPlace(entry, byName.get(reading.city));
  }
  for (const { city, state } of reading.cityInState) {
    const county = countiesNamed(city).find((entry) => entry.state === state);
    if (county) return cityPlace(county);
  }
  return null;
}

/** A town this small yields to a big county of its name ("Westchester", "Nassau", "Cook"). */
const HAMLET_ZIPS = 2;

/** The counties of a name ("King County"), or Louisiana's parishes, most people first. */
const countiesNamed = (key: string): CityEntry[] => {
  const { byName } = placeIndex();
  const parishes = byName.get(`${key} parish`);
  const counties = byName.get(`${key} county`) ?? [];
  return parishes ? [...counties, ...parishes].sort(likelierFirst) : counties;
};

const leads = (county: CityEntry | undefined, towns: CityEntry[]) =>
  county && county.zips >= BIG_CITY_ZIPS && towns.every((t) => t.zips <= HAMLET_ZIPS)
    ? county
    : undefined;

/** The county a name typed alone means before its towns: a big one, where they are hamlets. */
export const leadingCounty = (key: string): CityEntry | undefined =>
  leads(countiesNamed(key)[0], placeIndex().byName.get(key) ?? []);

/**
 * The towns of a name, then its counties; a big county first when every town of its name is a
 * hamlet. After the city people mean by a state's code ("LA": Los Angeles).
 */
function citiesNamed(key: string): CityEntry[] {
  const { cities, byName } = placeIndex();
  const towns = byName.get(key) ?? [];
  const counties = countiesNamed(key);
  const named = leads(counties[0], towns) ? [...counties, ...towns] : [...towns, ...counties];
  const written = CITIES_WRITTEN_AS_A_STATE_CODE[key];
  const alsoMeant = written && cities.get(cityId(written.city, written.state));
  return alsoMeant ? [alsoMeant, ...named] : named;
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

/**
 * A town typed alone, offered beside a far larger city a letter away: "Pittsburg" is Pittsburg, CA
 * (a city of its own), with Pittsburgh, PA offered first (decision 081).
 */
function withALargerCityMeant(place: ResolvedPlace | null, key: string): ResolvedPlace | null {
  if (place?.kind !== 'city') return place;
  const { byName, cities } = placeIndex();
  const typed = cities.get(cityId(placeKey(place.city ?? ''), place.state));
  const larger = typed && largerCityMeant(byName, key, typed);
  if (!larger) return place;
  const label = cityLabel(larger);
  const alternatives = [label, ...place.alternatives.filter((other) => other !== label)];
  return { ...place, alternatives: alternatives.slice(0, ALTERNATIVES) };
}

/** A state's name or code, unless a big city has that name ("New York"); else a city of it. */
function stateOrCity(
  state: string | null,
  spelledOut: boolean,
  named: CityEntry[],
): ResolvedPlace | null {
  const town = named.find((entry) => !entry.county);
  const bigCity = spelledOut && town !== undefined && town.zips >= BIG_CITY_ZIPS;
  if (state && !bigCity) {
    return { ...statePlace(state), alternatives: named.slice(0, ALTERNATIVES).map(cityLabel) };
  }
  if (named.length === 0) return null;
  const place = cityPlace(named[0], named);
  // The state's name alone means this city here, so the state is offered as "Washington State".
  const alternatives = state
    ? [`${stateName(state)} State`, ...place.alternatives]
    : place.alternatives;
  return { ...place, alternatives: alternatives.slice(0, ALTERNATIVES) };
}
