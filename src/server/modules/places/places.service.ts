import zipcodes from 'zipcodes';
import { PLACE_RADIUS_DEFAULT, PLACE_SUGGESTIONS_LIMIT } from '#shared/constants.ts';
import type { Coordinates } from '#shared/geo.ts';
import type { Place, PlaceSuggestion } from '#shared/place-schemas.ts';
import { cityId, lowerBound, placeIndex, type CityEntry } from './place-index.ts';
import {
  isUsState,
  placeKey,
  readPlaceText,
  stateName,
  US_STATES,
  type NameReading,
  type PlaceReading,
  withStateCodeAtEnd,
} from './place-text.ts';
import { CITIES_WRITTEN_AS_A_STATE_CODE, CITY_ALIASES } from './place-words.ts';
import { remembered } from './remembered.ts';

/** A place and the point distances are measured from (none for a state, searched whole). */
export type ResolvedPlace = Place & { center: Coordinates | null };

/** How a state may be stored on a listing, lower-cased: "wa" and "washington". */
export const stateSpellings = (code: string): string[] => [
  code.toLowerCase(),
  stateName(code).toLowerCase(),
];

/** The city a state code and a city name (or its slug) name, with its centre; null if unknown. */
export function findCity(
  state: string,
  city: string,
): { city: string; state: string; center: Coordinates } | null {
  const entry = placeIndex().cities.get(cityId(placeKey(city), state.toUpperCase()));
  return entry ? { city: entry.city, state: entry.state, center: entry.center } : null;
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
    radius: PLACE_RADIUS_DEFAULT,
    alternatives: others
      .filter((o) => o !== entry)
      .slice(0, ALTERNATIVES)
      .map(cityLabel),
    center: entry.center,
  };
}

function zipPlace(zip: string): ResolvedPlace | null {
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US' || !isUsState(found.state)) return null;
  return {
    kind: 'zip',
    label: `${found.city}, ${found.state} ${zip}`,
    city: found.city,
    state: found.state,
    zip,
    radius: PLACE_RADIUS_DEFAULT,
    alternatives: [],
    center: { lat: found.latitude, lng: found.longitude },
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
export const resolvePlace = remembered(readPlace);

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
    stateOrCity(reading.state, reading.stateSpelledOut, citiesNamed(reading.city))
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
    const county =
      cities.get(cityId(`${city} county`, state)) ?? cities.get(cityId(`${city} parish`, state));
    if (county) return cityPlace(county);
  }
  return null;
}

/** The cities of a name, after the one people mean by a state's code ("LA": Los Angeles). */
function citiesNamed(key: string): CityEntry[] {
  const { cities, byName } = placeIndex();
  const named = [...(byName.get(key) ?? []), ...(byName.get(`${key} county`) ?? [])];
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

/** A state's name or code, unless a big city has that name ("New York"); else a city of it. */
function stateOrCity(
  state: string | null,
  spelledOut: boolean,
  named: CityEntry[],
): ResolvedPlace | null {
  const bigCity = spelledOut && named.length > 0 && named[0].zips >= BIG_CITY_ZIPS;
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

function citySuggestions(key: string, limit: number): PlaceSuggestion[] {
  const { suggestKeys } = placeIndex();
  const matches: CityEntry[] = [];
  for (let i = lowerBound(suggestKeys, key, (s) => s.key); i < suggestKeys.length; i++) {
    if (!suggestKeys[i].key.startsWith(key)) break;
    matches.push(suggestKeys[i].entry);
  }
  // "King" is more often Kingston or Kingsport than King County: a county comes after the towns
  // unless its word is typed.
  const countyTyped = / (?:county|parish)\b/.test(key);
  const rank = (c: CityEntry) => (c.county && !countyTyped ? 1 : 0);
  return matches
    .sort((a, b) => rank(a) - rank(b) || b.zips - a.zips || a.city.localeCompare(b.city))
    .slice(0, limit)
    .map((c) => ({ kind: 'city', label: cityLabel(c), value: cityLabel(c) }));
}

function zipSuggestions(digits: string, limit: number): PlaceSuggestion[] {
  const { zips } = placeIndex();
  const found: PlaceSuggestion[] = [];
  for (let i = lowerBound(zips, digits, (z) => z); i < zips.length && found.length < limit; i++) {
    if (!zips[i].startsWith(digits)) break;
    const info = zipcodes.lookup(zips[i]);
    if (info) found.push({ kind: 'zip', label: `${zips[i]} · ${cityLabel(info)}`, value: zips[i] });
  }
  return found;
}

/**
 * A state as a suggestion. Its value is what the search box then holds: "Washington State" where
 * the name alone means a big city ("Washington" is Washington, DC; "New York" the city).
 */
function stateSuggestion(state: { code: string; name: string }): PlaceSuggestion {
  const nameAlone = resolvePlace(state.name)?.kind === 'state';
  return {
    kind: 'state',
    label: state.name,
    value: nameAlone ? state.name : `${state.name} State`,
  };
}

const statesStartingWith = (key: string): PlaceSuggestion[] =>
  US_STATES.filter((s) => s.key.startsWith(key)).map(stateSuggestion);

/**
 * Places whose name (or ZIP) starts with the typed text, likeliest first; from memory. A shorter
 * list is the start of the longest one, so one list per text is remembered and cut to `limit`.
 */
export function suggestPlaces(text: string, limit = PLACE_SUGGESTIONS_LIMIT): PlaceSuggestion[] {
  return suggestionsFor(placeKey(text)).slice(0, Math.min(limit, PLACE_SUGGESTIONS_LIMIT));
}

/** The same few letters are typed by every family. */
const suggestionsFor = remembered((key: string) => suggestionsForKey(key, PLACE_SUGGESTIONS_LIMIT));

/**
 * The city a name people use means ("NYC", "Philly", "Manhattan"), or that they write as a state's
 * code ("LA"): the first city suggested.
 */
function aliasSuggestions(key: string): PlaceSuggestion[] {
  const alias = CITY_ALIASES[key] ?? CITIES_WRITTEN_AS_A_STATE_CODE[key];
  const entry = alias && placeIndex().cities.get(cityId(alias.city, alias.state));
  return entry ? [{ kind: 'city', label: cityLabel(entry), value: cityLabel(entry) }] : [];
}

/** The state of a code typed whole ("wa"), or of a name's first letters ("wash"). */
function stateSuggestions(key: string): PlaceSuggestion[] {
  if (key.length >= 3) return statesStartingWith(key);
  const state = US_STATES.find((s) => s.code.toLowerCase() === key);
  return state ? [stateSuggestion(state)] : [];
}

function suggestionsForKey(key: string, limit: number): PlaceSuggestion[] {
  if (!key) return [];
  if (/^\d{1,5}$/.test(key)) return key.length >= 3 ? zipSuggestions(key, limit) : [];
  const states = stateSuggestions(key);
  // "seattle, wa" and "seattle wa" are one key: the state follows the city with a space. A key
  // ending in "mount" may end in Montana's code ("Bozeman, MT"): that city comes first.
  const asCode = withStateCodeAtEnd(key);
  const cities = [
    ...aliasSuggestions(key),
    ...(asCode ? citySuggestions(asCode, limit) : []),
    ...citySuggestions(key, limit),
  ];
  const unique = cities.filter((c, i) => cities.findIndex((o) => o.label === c.label) === i);
  return [...states, ...unique].slice(0, limit);
}
