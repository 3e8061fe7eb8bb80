import zipcodes from 'zipcodes';
import type { PlaceSuggestion } from '#shared/place-schemas.ts';
import { lowerBound, placeIndex, type CityEntry } from './place-index.ts';
import { cityId } from './place-sums.ts';
import { likelierFirst, TOWN_OF_ITS_OWN_PEOPLE } from './town-people.ts';
import { US_STATES, US_TERRITORIES } from './place-text.ts';
import {
  ABBREVIATED_WORDS,
  CITIES_WRITTEN_AS_A_STATE_CODE,
  CITY_ALIASES,
  STATE_ABBREVIATIONS,
} from './place-words.ts';
import { namesHalfTyped } from './names-half-typed.ts';
import { cityLabel, leadingCounty } from './city-places.ts';
import { resolvePlace } from './places.service.ts';
import { townName } from './town-names.ts';
import { keysWithPtSpelledOut } from './port-or-point.ts';

// The kinds of place the location box suggests (place-suggestions.ts puts them in order).

function citiesStartingWith(key: string): CityEntry[] {
  const { suggestKeys } = placeIndex();
  const matches: CityEntry[] = [];
  for (let i = lowerBound(suggestKeys, key, (s) => s.key); i < suggestKeys.length; i++) {
    if (!suggestKeys[i].key.startsWith(key)) break;
    matches.push(suggestKeys[i].entry);
  }
  return matches;
}

/**
 * The regions whose names start with a town's whole name, after that town when it is typed:
 * "Miami" is Miami, FL before the Miami Valley, "Kenai" the town before the Kenai Peninsula. Not
 * after a hamlet ("Finger, TN" is not what "Finger" begins), and the towns keep their order.
 */
function regionsAfterTheTownTyped(sorted: CityEntry[], key: string): CityEntry[] {
  const town = sorted.find((c) => c.key === key && !c.county && c.reach === null);
  if (!town || town.people < TOWN_OF_ITS_OWN_PEOPLE) return sorted;
  const at = sorted.indexOf(town);
  const regionsBefore = sorted.slice(0, at).filter((c) => c.reach !== null && c.key !== key);
  const others = sorted.filter((c) => !regionsBefore.includes(c));
  const after = others.indexOf(town) + 1;
  return [...others.slice(0, after), ...regionsBefore, ...others.slice(after)];
}

export function citySuggestions(key: string, limit: number): PlaceSuggestion[] {
  // A lone "St", "Mt" or "Ft" may begin Stockton or St. Louis: both, the bigger first.
  const spelledOut = ABBREVIATED_WORDS[key];
  const matches = [
    ...citiesStartingWith(key),
    ...(spelledOut ? citiesStartingWith(`${spelledOut} `) : []),
    ...keysWithPtSpelledOut(key).flatMap(citiesStartingWith),
  ];
  // "Kings" is more often Kingston or Kingsport than Kings County: a county comes after the towns
  // unless its word is typed, or it is what the name alone means ("Westchester").
  const countyTyped = / (?:county|parish)\b/.test(key);
  const lead = leadingCounty(key);
  const rank = (c: CityEntry) => (c === lead ? -1 : c.county && !countyTyped ? 1 : 0);
  const sorted = matches.sort(
    (a, b) => rank(a) - rank(b) || likelierFirst(a, b) || a.city.localeCompare(b.city),
  );
  return regionsAfterTheTownTyped(sorted, key)
    .slice(0, limit)
    .map((c) => ({ kind: 'city', label: cityLabel(c), value: cityLabel(c) }));
}

export function zipSuggestions(digits: string, limit: number): PlaceSuggestion[] {
  const { zips } = placeIndex();
  const found: PlaceSuggestion[] = [];
  for (let i = lowerBound(zips, digits, (z) => z); i < zips.length && found.length < limit; i++) {
    if (!zips[i].startsWith(digits)) break;
    const info = zipcodes.lookup(zips[i]);
    if (info)
      found.push({
        kind: 'zip',
        label: `${zips[i]} · ${townName(info.city, info.state)}, ${info.state}`,
        value: zips[i],
      });
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
  [...US_STATES, ...US_TERRITORIES].filter((s) => s.key.startsWith(key)).map(stateSuggestion);

/**
 * The city a name people use means ("NYC", "Philly", "Manhattan"), or that they write as a state's
 * code ("LA"): the first city suggested.
 */
export function aliasSuggestions(key: string): PlaceSuggestion[] {
  const alias = CITY_ALIASES[key] ?? CITIES_WRITTEN_AS_A_STATE_CODE[key];
  const entry = alias && placeIndex().cities.get(cityId(alias.city, alias.state));
  return entry ? [{ kind: 'city', label: cityLabel(entry), value: cityLabel(entry) }] : [];
}

/** The state of a code typed whole ("wa"), or of a name's first letters ("wash"). */
export function stateSuggestions(key: string): PlaceSuggestion[] {
  // An older abbreviation ("Fla", "Calif") is offered first; typed alone and sent, it is still
  // searched as a name (decision 063), so the offer is what finds the state.
  const abbreviated = US_STATES.find((s) => s.code === STATE_ABBREVIATIONS[key]);
  const starting = key.length >= 3 ? statesStartingWith(key) : [];
  if (abbreviated) {
    return [stateSuggestion(abbreviated), ...starting.filter((s) => s.label !== abbreviated.name)];
  }
  if (key.length >= 3) return starting;
  const state = US_STATES.find((s) => s.code.toLowerCase() === key);
  return state ? [stateSuggestion(state)] : [];
}

/** A name people use half typed ("Upper We"): the city it means, after the towns named so. */
export const namesHalfTypedOffered = (key: string): PlaceSuggestion[] =>
  namesHalfTyped(key).map(({ name, city }) => ({
    kind: 'city',
    label: `${name} · ${cityLabel(city)}`,
    value: cityLabel(city),
  }));

/** The suggestions without a label offered twice, the first kept. */
export const uniqueLabels = (places: PlaceSuggestion[]) =>
  places.filter((place, i) => places.findIndex((other) => other.label === place.label) === i);
