import { placeIndex, type CityEntry } from './place-index.ts';
import { cityId } from './place-sums.ts';
import { placeKey, readPlaceText, type NameReading } from './place-text.ts';
import {
  ALTERNATIVES,
  cityInState,
  HAMLET_ZIPS,
  citiesNamed,
  cityPlace,
  stateOrCity,
  withALargerCityMeant,
} from './city-places.ts';
import { regionOfAStatePart } from './part-of-a-town.ts';
import type { Together } from './places-together.ts';
import type { ResolvedPlace } from './places.service.ts';
import { TOWN_OF_ITS_OWN_PEOPLE } from './town-people.ts';
import { zipPlace } from './zip-place.ts';

// A text read as one place: a ZIP code, a town with or without its state, a state
// (docs/decisions/038); resolvePlace (places.service.ts) tries the other readings after it.

export function readPlace(text: string): ResolvedPlace | null {
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

/** A town, county or region in the index, by its name and state; a ZIP code by its town. */
export const indexIdOf = (place: ResolvedPlace) => cityId(placeKey(place.city ?? ''), place.state);

export const TOGETHER: Together<ResolvedPlace> = {
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

/** How many people live in a place of the index. */
export const peopleOf = (place: ResolvedPlace | null) =>
  place ? placeIndex().cities.get(indexIdOf(place))?.people : undefined;

/**
 * "Southeastern PA", "North VA": the region a direction and a state name (decision 090), before a
 * hamlet or post office of that name (offered), not before a town: "West New York" is the town.
 */
export function regionBeforeASmallTown(text: string): ResolvedPlace | null {
  const name = regionOfAStatePart(text);
  const region = name === null ? null : readPlace(name);
  if (!region) return null;
  const town = readPlace(text);
  if (town?.kind !== 'city' || town.label === region.label) return region;
  if ((peopleOf(town) ?? 0) >= TOWN_OF_ITS_OWN_PEOPLE) return null;
  const alternatives = [town.label, ...region.alternatives.filter((l) => l !== town.label)];
  return { ...region, alternatives };
}
