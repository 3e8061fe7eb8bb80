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
  return Object.entries(CITY_ALIASES)
    .filter(([name]) => name.length > key.length && name.startsWith(key))
    .filter(([name]) => name.includes(' ') && name.split(' ').every((word) => word.length >= 3))
    .flatMap(([name, alias]) => {
      const city = placeIndex().cities.get(cityId(alias.city, alias.state));
      return city ? [{ name: titleCase(name), city }] : [];
    });
}

const titleCase = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
