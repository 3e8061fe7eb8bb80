import { cityId, type Sum, type Sums } from './place-sums.ts';
import { geonamesTowns, type GeonamesTown } from './geonames-towns.ts';
import type { CityEntry } from './place-index.ts';
import { isInTheUs } from './place-text.ts';
import { saintsAsWritten } from './town-names.ts';

// How many people live in a place: what decides which of the places a name may mean comes first
// (docs/decisions/077).

/**
 * The people a ZIP code of a town missing from GeoNames' figures stands for: such a town mostly
 * has fewer than 1,000 people (the figures' floor), so each of its ZIP codes counts that many.
 */
const PEOPLE_PER_UNCOUNTED_ZIP = 1_000;

/**
 * People in a town of its own rather than a hamlet: such a namesake may be meant elsewhere, its
 * name typed whole comes before regions named after it, and a region does not read over it.
 */
export const TOWN_OF_ITS_OWN_PEOPLE = 5_000;

/** A city people name parts of ("North Dallas", "Ballard, Seattle"); "North Park" is not Park, KS. */
export const CITY_OF_PARTS = 20_000;

/** GeoNames' towns by index id; of two names with one key ("Saint Paul", "St. Paul"), the larger. */
export function geonamesById(sums: Sums): Map<string, GeonamesTown> {
  const byId = new Map<string, GeonamesTown>();
  for (const town of geonamesTowns()) {
    // A figure of 0 is none: a courthouse annex, a government house, a town never counted.
    if (!isInTheUs(town.state) || town.people === 0) continue;
    const id = cityId(sums.keyOf(town.name), town.state);
    if ((byId.get(id)?.people ?? -1) < town.people) byId.set(id, town);
  }
  return byId;
}

/** Each town's people: its GeoNames figure, else PEOPLE_PER_UNCOUNTED_ZIP per ZIP code. */
export function peopleOfTowns(
  sums: Sums,
  geonames: Map<string, GeonamesTown>,
): Map<string, number> {
  const people = new Map<string, number>();
  for (const [id, sum] of sums) {
    if (sum.kind !== 'town') continue;
    people.set(id, geonames.get(id)?.people ?? sum.lats.length * PEOPLE_PER_UNCOUNTED_ZIP);
  }
  return people;
}

/**
 * A town the ZIP dataset names by its post office (Lakewood, CO is "Denver" there; Sandy Springs,
 * GA "Atlanta"), or a part of a city (Harlem): a place at GeoNames' point for it, with no ZIP code
 * of its own.
 */
export const geonamesOnlyTown = (town: GeonamesTown, key: string): CityEntry => ({
  city: saintsAsWritten(town.name),
  state: town.state,
  key,
  center: town.point,
  zips: 0,
  people: town.people,
  county: false,
  partOfACity: town.partOfACity,
  reach: null,
});

/** A county's or region's people: each of its ZIP codes' share of its town. */
export function peopleOfArea(sum: Sum, sums: Sums, townPeople: Map<string, number>): number {
  let people = 0;
  for (const town of sum.towns) {
    const zips = sums.get(town)?.lats.length;
    people += zips ? (townPeople.get(town) ?? 0) / zips : PEOPLE_PER_UNCOUNTED_ZIP;
  }
  return Math.round(people);
}

/**
 * A part of a city counts a third of its people against a town of its name: people name a town
 * by its own name, and a part of a city more often by the city's. Harlem, NY (116,000) still comes
 * before Harlem, GA (3,000); Williamsburg, VA (15,000) before Brooklyn's (33,000).
 */
const PART_OF_A_CITY_SHARE = 1 / 3;

const likelihood = (place: CityEntry) =>
  place.partOfACity ? place.people * PART_OF_A_CITY_SHARE : place.people;

/** The likelier of two places a name may mean first: more people, then more ZIP codes. */
export const likelierFirst = (a: CityEntry, b: CityEntry) =>
  likelihood(b) - likelihood(a) || b.zips - a.zips;
