import { PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import { placeIndex, type CityEntry } from './place-index.ts';
import { cityId } from './place-sums.ts';
import { likelierFirst } from './town-people.ts';
import { placeKey, stateName, type PlaceReading } from './place-text.ts';
import { CITIES_WRITTEN_AS_A_STATE_CODE } from './place-words.ts';
import { largerCityMeant } from './near-names.ts';
import type { ResolvedPlace } from './places.service.ts';

// The places of the index a name or a state means (docs/decisions/038, 063, 070, 077): the towns
// and counties of a name, the likeliest first, and a state's name or code.

/** A city with at least this many ZIP codes wins over a state of its name ("New York"). */
const BIG_CITY_ZIPS = 20;
export const ALTERNATIVES = 4;

export const cityLabel = (c: { city: string; state: string }) => `${c.city}, ${c.state}`;

export function cityPlace(entry: CityEntry, others: CityEntry[] = []): ResolvedPlace {
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

export const statePlace = (state: string): ResolvedPlace => ({
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
 * The first way of reading a city in a state that names one; else a county of that name there
 * ("Westchester, NY": no town, but Westchester County).
 */
export function cityInState(reading: PlaceReading): ResolvedPlace | null {
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
export const HAMLET_ZIPS = 2;

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
export function citiesNamed(key: string): CityEntry[] {
  const { cities, byName } = placeIndex();
  const towns = byName.get(key) ?? [];
  const counties = countiesNamed(key);
  const named = leads(counties[0], towns) ? [...counties, ...towns] : [...towns, ...counties];
  const written = CITIES_WRITTEN_AS_A_STATE_CODE[key];
  const alsoMeant = written && cities.get(cityId(written.city, written.state));
  return alsoMeant ? [alsoMeant, ...named] : named;
}

/**
 * A town typed alone, offered beside a far larger city a letter away: "Pittsburg" is Pittsburg, CA
 * (a city of its own), with Pittsburgh, PA offered first (decision 081).
 */
export function withALargerCityMeant(
  place: ResolvedPlace | null,
  key: string,
): ResolvedPlace | null {
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
export function stateOrCity(
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
