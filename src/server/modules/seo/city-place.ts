import zipcodes from 'zipcodes';
import { slugify } from '#shared/seo-paths.ts';
import type { Coordinates } from '#shared/geo.ts';

/** A city as people write it, and the centre its ZIP codes share. */
export type CityPlace = { city: string; state: string; center: Coordinates };

type Sum = { city: string; state: string; lat: number; lng: number; n: number };

let byKey: Map<string, CityPlace> | null = null;

const keyOf = (stateSlug: string, citySlug: string) => `${stateSlug}/${citySlug}`;

/** Every US city of the offline ZIP dataset by "{state}/{city}" slug; built on first use. */
function cityIndex(): Map<string, CityPlace> {
  if (byKey) return byKey;
  const sums = new Map<string, Sum>();
  for (const entry of Object.values(zipcodes.codes)) {
    if (entry.country !== 'US' || !entry.city || !entry.state) continue;
    const key = keyOf(slugify(entry.state), slugify(entry.city));
    const sum = sums.get(key) ?? { city: entry.city, state: entry.state, lat: 0, lng: 0, n: 0 };
    sum.lat += entry.latitude;
    sum.lng += entry.longitude;
    sum.n += 1;
    sums.set(key, sum);
  }
  byKey = new Map(
    [...sums].map(([key, s]) => [
      key,
      { city: s.city, state: s.state, center: { lat: s.lat / s.n, lng: s.lng / s.n } },
    ]),
  );
  return byKey;
}

/** The city a page's state and city segments name, or null when the dataset has no such city. */
export function findCityPlace(stateSlug: string, citySlug: string): CityPlace | null {
  return cityIndex().get(keyOf(stateSlug, citySlug)) ?? null;
}
