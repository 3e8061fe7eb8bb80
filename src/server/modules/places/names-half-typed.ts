import { madeOnce } from '#shared/made-once.ts';
import { placeIndex, type CityEntry } from './place-index.ts';
import { cityId } from './place-sums.ts';
import { CITY_ALIASES } from './place-words.ts';

/**
 * The names of several words people use for a city or a part of it (CITY_ALIASES) whose first
 * letters are the typed key ("upper we" → Upper West Side, New York), each with its city, written
 * as people write it. Fewer than four letters start too many. Names with a word of one or two
 * letters ("NE Ohio", "So Cal") are left out: how their words are written is not known.
 */
export function namesHalfTyped(key: string): { name: string; city: CityEntry }[] {
  if (key.length < 4) return [];
  return namesWritten().filter(({ key: name }) => name.length > key.length && name.startsWith(key));
}

/** The names that can be written out, each with its city: worked out once. */
const namesWritten = madeOnce(() =>
  Object.entries(CITY_ALIASES)
    .filter(([key]) => key.includes(' ') && key.split(' ').every((word) => word.length >= 3))
    .flatMap(([key, alias]) => {
      const city = placeIndex().cities.get(cityId(alias.city, alias.state));
      return city ? [{ key, name: titleCase(key), city }] : [];
    }),
);

const titleCase = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
