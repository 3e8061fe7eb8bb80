import { stateCodeOf, stateName } from './place-text.ts';
import { CITIES_WRITTEN_AS_A_STATE_CODE } from './place-words.ts';

// A part of a town written before its name (docs/decisions/078): "N. Las Vegas" is North Las
// Vegas; "North Dallas", "NW Portland" and "Downtown LA", which no place is called, are the
// town whose part they name.

const DIRECTIONS: Readonly<Record<string, string>> = {
  n: 'North',
  no: 'North',
  s: 'South',
  so: 'South',
  e: 'East',
  w: 'West',
};

/** A direction abbreviated at the start: "N. Las Vegas", "W Palm Beach", "So. Pasadena". */
const ABBREVIATED_DIRECTION = /^(n|no|s|so|e|w)\.?\s+(?=[a-z]{2})/i;

/** The text with its first word's direction spelled out, or null when it has none. */
export function withDirectionSpelledOut(text: string): string | null {
  const trimmed = text.trim();
  const found = ABBREVIATED_DIRECTION.exec(trimmed);
  if (!found) return null;
  return `${DIRECTIONS[found[1].toLowerCase()]} ${trimmed.slice(found[0].length)}`;
}

/** A direction and a state's code: "Northern VA", "Central FL", "South FL". */
const DIRECTION_AND_STATE_CODE =
  /^((?:north|south|east|west)(?:ern)?|central|(?:north|south)\s?(?:east|west)(?:ern)?|ne|nw|se|sw)\s+([a-z]{2})\.?$/i;
const COMPASS: Readonly<Record<string, string>> = {
  ne: 'Northeast',
  nw: 'Northwest',
  se: 'Southeast',
  sw: 'Southwest',
};

/**
 * The part of a state written with its code, the state's name spelled out ("Northern VA" →
 * "Northern Virginia"), as regions are named; null for other text.
 */
export function withStateNameSpelledOut(text: string): string | null {
  const found = DIRECTION_AND_STATE_CODE.exec(text.trim());
  const code = found && stateCodeOf(found[2].toLowerCase());
  if (!found || !code) return null;
  return `${COMPASS[found[1].toLowerCase()] ?? found[1]} ${stateName(code)}`;
}

/** Words that name a part of a town before its name: "North Dallas", "Downtown Seattle". */
const PART_OF_A_TOWN =
  /^(?:north|south|east|west|north\s?east|north\s?west|south\s?east|south\s?west|ne|nw|se|sw|n|s|e|w|downtown|uptown|midtown|central|inner)\.?\s+(?=\S)/i;

/**
 * The town a part of a town names, read by `readTown` (which gives a town or null): "North
 * Austin" is Austin, "Downtown LA" Los Angeles. Only after the whole text named no place, so
 * "North Las Vegas" and "West Palm Beach" stay towns of their own and "North Carolina" a state.
 */
export function townOfItsPart<P>(text: string, readTown: (town: string) => P | null): P | null {
  const trimmed = text.trim();
  const part = PART_OF_A_TOWN.exec(trimmed);
  if (!part) return null;
  const town = trimmed.slice(part[0].length);
  // A state's code people write for a city ("LA"): after a part of a town, the city.
  const city = CITIES_WRITTEN_AS_A_STATE_CODE[town.toLowerCase()];
  return readTown(city ? `${city.city}, ${city.state}` : town);
}

/** Most words read before a city and its state. */
const MOST_WORDS_BEFORE = 6;

/**
 * "Capitol Hill Seattle WA", "500 Pine Street Seattle WA": words before a city and its state,
 * with no comma, name a part of the city or a place in it (decision 088). `readCityInState` reads
 * "Seattle WA" as the city, or gives null; the longest ending it reads is the city.
 */
export function cityAndStateAfterWords<P>(
  text: string,
  readCityInState: (text: string) => P | null,
): P | null {
  if (text.includes(',')) return null;
  const words = text.trim().split(/\s+/);
  for (let start = 1; start <= Math.min(MOST_WORDS_BEFORE, words.length - 2); start++) {
    const place = readCityInState(words.slice(start).join(' '));
    if (place) return place;
  }
  return null;
}

/** A name and then the District: "Georgetown, DC", "Dupont Circle DC", "Anacostia, Washington DC". */
const IN_THE_DISTRICT = /^\s*([^,\s][^,]*?)(?:,\s*|\s+)(?:washington,?\s+)?d\.?\s?c\.?\s*$/i;

/**
 * The name written before the District of Columbia, which is one city: its parts are Washington
 * (decision 081). Null for other text.
 */
export const nameInTheDistrict = (text: string): string | null =>
  IN_THE_DISTRICT.exec(text)?.[1] ?? null;
