import type { Coordinates } from '#shared/geo.ts';
import { madeOnce } from '#shared/made-once.ts';
import table from './geonames-towns.json' with { type: 'json' };

/**
 * The ZIP dataset's names for towns GeoNames writes another way, keyed by GeoNames' name and
 * state. Without them the largest cities would count as towns of unknown size, and be added a
 * second time beside themselves.
 */
const AS_THE_ZIP_DATASET_WRITES: Record<string, string> = {
  'New York City|NY': 'New York',
  'Washington, D.C.|DC': 'Washington',
  'The Bronx|NY': 'Bronx',
};

export interface GeonamesTown {
  /** As the ZIP dataset writes it where the two differ, else as GeoNames does. */
  name: string;
  state: string;
  people: number;
  point: Coordinates;
  /** A part of a city (Harlem, Hollywood), not a town of its own. */
  partOfACity: boolean;
}

/** "City of Milford (balance)" is Milford; "City of Sammamish", Sammamish. */
const plainName = (name: string) =>
  name.replace(/^(?:City|Town|Village) of /, '').replace(/ \(balance\)$/, '');

/**
 * Each town of at least 1,000 people in the states and territories, and each part of a city
 * GeoNames counts, with its people and its point: GeoNames' figures (CC BY 4.0), written into
 * geonames-towns.json by scripts/geonames-towns.ts.
 */
export const geonamesTowns: () => readonly GeonamesTown[] = madeOnce(() => {
  // Read once: the place index and the reader of names (place-text.ts) both walk it at start.
  const byState = table as unknown as Record<string, [string, number, number, number, 0 | 1][]>;
  return Object.entries(byState).flatMap(([state, towns]) =>
    towns.map(([name, people, lat, lng, part]) => ({
      name: AS_THE_ZIP_DATASET_WRITES[`${name}|${state}`] ?? plainName(name),
      state,
      people,
      point: { lat, lng },
      partOfACity: part === 1,
    })),
  );
});
