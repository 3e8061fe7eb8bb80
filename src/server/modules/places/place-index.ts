import zipcodes from 'zipcodes';
import { DISTANCE, PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import { distanceMiles, type Coordinates } from '#shared/geo.ts';
import { namesATown } from './company-zips.ts';
import { countyZips } from './counties.ts';
import { Sums, type Sum, type ZipEntry } from './place-sums.ts';
import { isInTheUs, isUsState, placeKey } from './place-text.ts';
import { REGIONS, regionRadius, type Region } from './regions.ts';
import { townName } from './town-names.ts';
import {
  geonamesById,
  geonamesOnlyTown,
  likelierFirst,
  peopleOfArea,
  peopleOfTowns,
} from './town-people.ts';

/**
 * A city of the offline ZIP dataset, a county or a region (regions.ts): its centre is the median
 * of its ZIP codes' centroids.
 */
export interface CityEntry {
  city: string;
  state: string;
  /** placeKey(city). */
  key: string;
  center: Coordinates;
  /** How many ZIP codes it has. */
  zips: number;
  /**
   * How many people live there: the likelier meaning of a name several places share. A town's
   * GeoNames figure (geonames-towns.ts); for a smaller town, or one GeoNames names another way,
   * PEOPLE_PER_UNCOUNTED_ZIP for each of its ZIP codes; a county or region, the sum of its ZIP
   * codes' shares of their towns.
   */
  people: number;
  /** A county ("King County", "Acadia Parish"), suggested after the towns of its name. */
  county: boolean;
  /** A part of a city with no ZIP code of its own (Harlem): after the towns of its name. */
  partOfACity: boolean;
  /** A region's own reach in miles (as far as its ZIP codes lie); null: its kind's default. */
  reach: number | null;
}

export interface PlaceIndex {
  /** By `${key}|${state}`. */
  cities: Map<string, CityEntry>;
  /** Every city of a name, likeliest (most people) first. */
  byName: Map<string, CityEntry[]>;
  /** `${key} ${state lower-case}` of every city, sorted, for prefix suggestions. */
  suggestKeys: { key: string; entry: CityEntry }[];
  /** Every US ZIP code of a town (company-zips.ts), sorted. */
  zips: string[];
  /** The regions (by id) each town or county (by id) is part of, wholly or by some ZIP codes. */
  regionsOf: Map<string, Set<string>>;
}

/** The middle value: a few misplaced ZIP centroids (PO boxes, offices) do not move it. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The regions each ZIP code, town or county is part of. */
function regionLookup() {
  const byPart = new Map<string, Region[]>();
  const add = (part: string, region: Region) =>
    byPart.set(part, [...(byPart.get(part) ?? []), region]);
  for (const region of REGIONS) {
    for (const town of region.towns ?? []) add(`town ${placeKey(town)}|${region.state}`, region);
    for (const county of region.counties ?? []) add(`county ${county}|${region.state}`, region);
  }
  const prefixed = REGIONS.filter((region) => region.zipPrefixes);
  return {
    ofTown: (zip: ZipEntry, key: string) => [
      ...(byPart.get(`town ${key}|${zip.state}`) ?? []),
      ...prefixed.filter(
        (r) => r.state === zip.state && r.zipPrefixes!.some((p) => zip.zip.startsWith(p)),
      ),
    ],
    ofCounty: (county: string, state: string) => byPart.get(`county ${county}|${state}`) ?? [],
  };
}

/** The ZIP codes of the dataset's towns in the states and territories (not organisations'). */
function townZips() {
  const written = new Map<string, string>();
  const found: (ZipEntry & { town: string })[] = [];
  for (const entry of Object.values(zipcodes.codes)) {
    if (entry.country !== 'US' || !entry.city || !isInTheUs(entry.state)) continue;
    if (!namesATown(entry.city)) continue;
    const id = `${entry.city}|${entry.state}`;
    let town = written.get(id);
    if (town === undefined) written.set(id, (town = townName(entry.city, entry.state)));
    found.push({ ...entry, zip: String(entry.zip), town });
  }
  return found;
}

function sumCities() {
  const regions = regionLookup();
  const sums = new Sums();
  const zips: string[] = [];
  const townOfZip = new Map<string, string>();
  for (const zip of townZips()) {
    zips.push(zip.zip);
    const town = sums.add(zip.town, zip);
    townOfZip.set(zip.zip, town);
    for (const region of regions.ofTown(zip, sums.keyOf(zip.town))) {
      sums.addToRegion(region.name, zip, town, town);
    }
  }
  for (const zip of countyZips()) {
    if (!isUsState(zip.state)) continue;
    const town = townOfZip.get(zip.zip);
    const county = sums.add(zip.county, zip, 'county', town ?? '');
    for (const region of regions.ofCounty(zip.county, zip.state)) {
      sums.addToRegion(region.name, zip, county, town ?? '');
      if (town) sums.partOf(region.name, zip.state, town);
    }
  }
  return { sums, zips: zips.sort() };
}

const reachOf = (sum: Sum, center: Coordinates) =>
  regionRadius(
    sum.lats.map((lat, i) => distanceMiles(center, { lat, lng: sum.lngs[i] })),
    PLACE_RADIUS_DEFAULT,
    DISTANCE.max,
  );

let index: PlaceIndex | null = null;

/**
 * Built once, on first use, from the datasets the packages ship (about 40,000 ZIP codes, and
 * GeoNames' 16,500 towns).
 */
export function placeIndex(): PlaceIndex {
  if (index) return index;
  const { sums, zips } = sumCities();
  const geonames = geonamesById(sums);
  const townPeople = peopleOfTowns(sums, geonames);
  const cities = new Map<string, CityEntry>();
  const byName = new Map<string, CityEntry[]>();
  const add = (id: string, entry: CityEntry) => {
    cities.set(id, entry);
    byName.set(entry.key, [...(byName.get(entry.key) ?? []), entry]);
  };
  for (const [id, s] of sums) {
    const center = { lat: median(s.lats), lng: median(s.lngs) };
    const entry: CityEntry = {
      city: s.city,
      state: s.state,
      key: s.key,
      center,
      zips: s.lats.length,
      people: s.kind === 'town' ? townPeople.get(id)! : peopleOfArea(s, sums, townPeople),
      county: s.kind === 'county',
      partOfACity: false,
      reach: s.kind === 'region' ? reachOf(s, center) : null,
    };
    add(id, entry);
  }
  for (const [id, town] of geonames) {
    if (!sums.has(id)) add(id, geonamesOnlyTown(town, sums.keyOf(town.name)));
  }
  for (const list of byName.values()) list.sort(likelierFirst);
  const suggestKeys = [...cities.values()]
    .map((entry) => ({ key: `${entry.key} ${entry.state.toLowerCase()}`, entry }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  index = { cities, byName, suggestKeys, zips, regionsOf: sums.regionsOf };
  return index;
}

/** The first position in a sorted list whose value is ≥ prefix. */
export function lowerBound<T>(sorted: T[], prefix: string, valueOf: (item: T) => string): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (valueOf(sorted[mid]) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
