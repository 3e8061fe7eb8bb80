import zipcodes from 'zipcodes';
import type { Coordinates } from '#shared/geo.ts';
import { namesATown } from './company-zips.ts';
import { countyZips } from './counties.ts';
import { isUsState, placeKey } from './place-text.ts';
import { AREAS_OF_ZIP_CODES } from './place-words.ts';
import { townName } from './town-names.ts';

/**
 * A city of the offline ZIP dataset, an area of its ZIP codes (Queens) or a county: its centre is
 * the median of its ZIP codes' centroids.
 */
export interface CityEntry {
  city: string;
  state: string;
  /** placeKey(city). */
  key: string;
  center: Coordinates;
  /** How many ZIP codes it has: the likelier meaning of a name shared by several cities. */
  zips: number;
  /** A county ("King County", "Acadia Parish"), suggested after the towns of its name. */
  county: boolean;
}

export interface PlaceIndex {
  /** By `${key}|${state}`. */
  cities: Map<string, CityEntry>;
  /** Every city of a name, most ZIP codes first. */
  byName: Map<string, CityEntry[]>;
  /** `${key} ${state lower-case}` of every city, sorted, for prefix suggestions. */
  suggestKeys: { key: string; entry: CityEntry }[];
  /** Every US ZIP code of a town (company-zips.ts), sorted. */
  zips: string[];
}

export const cityId = (key: string, state: string) => `${key}|${state}`;

type Sum = {
  city: string;
  state: string;
  key: string;
  lats: number[];
  lngs: number[];
  county: boolean;
};

/** The middle value: a few misplaced ZIP centroids (PO boxes, offices) do not move it. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

type ZipEntry = { zip: string; latitude: number; longitude: number; state: string };

/**
 * The places' ZIP codes, summed by name and state. Each name's key is worked out once: a name has
 * about ten ZIP codes, and `placeKey` is most of the index's building time.
 */
class Sums extends Map<string, Sum> {
  private readonly keyOfName = new Map<string, string>();

  add(city: string, entry: ZipEntry, county = false) {
    let key = this.keyOfName.get(city);
    if (key === undefined) this.keyOfName.set(city, (key = placeKey(city)));
    const id = cityId(key, entry.state);
    const sum = this.get(id) ?? { city, state: entry.state, key, lats: [], lngs: [], county };
    sum.lats.push(entry.latitude);
    sum.lngs.push(entry.longitude);
    this.set(id, sum);
  }
}

/** The area a ZIP code is part of, if people name one the dataset does not (Queens). */
const areaOf = (entry: ZipEntry) =>
  AREAS_OF_ZIP_CODES.find(
    (area) => area.state === entry.state && area.zipPrefixes.some((p) => entry.zip.startsWith(p)),
  );

function sumCities() {
  const sums = new Sums();
  const zips: string[] = [];
  for (const entry of Object.values(zipcodes.codes)) {
    if (entry.country !== 'US' || !entry.city || !isUsState(entry.state)) continue;
    if (!namesATown(entry.city)) continue;
    const zip = { ...entry, zip: String(entry.zip) };
    zips.push(zip.zip);
    sums.add(townName(entry.city), zip);
    const area = areaOf(zip);
    if (area) sums.add(area.city, zip);
  }
  for (const zip of countyZips()) {
    if (isUsState(zip.state)) sums.add(zip.county, zip, true);
  }
  return { sums, zips: zips.sort() };
}

let index: PlaceIndex | null = null;

/** Built once, on first use, from the dataset the package ships (about 40,000 ZIP codes). */
export function placeIndex(): PlaceIndex {
  if (index) return index;
  const { sums, zips } = sumCities();
  const cities = new Map<string, CityEntry>();
  const byName = new Map<string, CityEntry[]>();
  for (const [id, s] of sums) {
    const entry: CityEntry = {
      city: s.city,
      state: s.state,
      key: s.key,
      center: { lat: median(s.lats), lng: median(s.lngs) },
      zips: s.lats.length,
      county: s.county,
    };
    cities.set(id, entry);
    byName.set(s.key, [...(byName.get(s.key) ?? []), entry]);
  }
  for (const list of byName.values()) list.sort((a, b) => b.zips - a.zips);
  const suggestKeys = [...cities.values()]
    .map((entry) => ({ key: `${entry.key} ${entry.state.toLowerCase()}`, entry }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  index = { cities, byName, suggestKeys, zips };
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
