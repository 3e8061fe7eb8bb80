import { placeKey, stateCodeOf, stateName, statesOfRegion } from './place-text.ts';
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

/** The ways regions write each direction: "East Tennessee", "Eastern Kentucky", "Mid-Michigan". */
const DIRECTION_FORMS: readonly (readonly string[])[] = [
  ['North', 'Northern'],
  ['South', 'Southern'],
  ['East', 'Eastern'],
  ['West', 'Western'],
  ['Northeast', 'Northeastern'],
  ['Northwest', 'Northwestern'],
  ['Southeast', 'Southeastern'],
  ['Southwest', 'Southwestern'],
  ['Central'],
  ['Middle', 'Mid'],
];
const COMPASS_CODES: Readonly<Record<string, string>> = {
  ne: 'northeast',
  nw: 'northwest',
  se: 'southeast',
  sw: 'southwest',
};
const formsOf = (direction: string) => {
  const word = COMPASS_CODES[direction] ?? direction.replace(/\s/g, '');
  return DIRECTION_FORMS.find((forms) => forms.some((form) => form.toLowerCase() === word)) ?? [];
};

/** A direction and a state, by its code or its name: "Northern VA", "SW Florida", "East TN". */
const DIRECTION_AND_STATE =
  /^((?:north|south)\s?(?:east|west)(?:ern)?|(?:north|south|east|west)(?:ern)?|central|middle|mid|ne|nw|se|sw)[\s-]+([a-z][a-z\s.]*?)\.?$/i;

/** The words a state's regions are named with: New Jersey's are "North Jersey", "South Jersey". */
const stateWords = (code: string) => (code === 'NJ' ? ['New Jersey', 'Jersey'] : [stateName(code)]);

/**
 * The region a direction and a state name, however each is written ("Eastern TN", "Southwestern
 * Florida", "North NJ" → "East Tennessee", "Southwest Florida", "North Jersey"); null for other
 * text, and where that state has no region of that name ("Western Virginia" is no West Virginia).
 */
export function regionOfAStatePart(text: string): string | null {
  const found = DIRECTION_AND_STATE.exec(text.trim());
  const code = found && stateCodeOf(placeKey(found[2]));
  if (!found || !code) return null;
  const names = formsOf(found[1].toLowerCase()).flatMap((direction) =>
    stateWords(code).map((state) => `${direction} ${state}`),
  );
  return names.find((name) => statesOfRegion(placeKey(name)).includes(code)) ?? null;
}

/** "The Bay Area", "the Finger Lakes": a region's name after "the"; null for other text. */
export function regionAfterThe(text: string): string | null {
  const rest = /^the\s+(.+)$/i.exec(text.trim())?.[1];
  return rest && statesOfRegion(placeKey(rest)).length > 0 ? rest : null;
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

/** A name, then a state's code after a comma or a space: "Pasadena LA", "Sherman Oaks, LA". */
const NAME_AND_CODE = /^(.*\S)(?:\s*,\s*|\s+)([a-z]{2})\.?$/i;

/**
 * "Pasadena LA", "Sherman Oaks, LA": a name before the state code people also write for a city,
 * written as that name in that city ("Pasadena, Los Angeles, CA"), for reading where it names no
 * town of the state (docs/decisions/093); null for other text.
 */
export function nameInTheCityOfItsCode(text: string): string | null {
  const found = NAME_AND_CODE.exec(text.trim());
  const city = found && CITIES_WRITTEN_AS_A_STATE_CODE[found[2].toLowerCase()];
  return city ? `${found[1]}, ${city.city}, ${city.state}` : null;
}

/**
 * "Brentwood LA", "Westwood, LA": a neighbourhood of a city the index does not know, or knows only
 * as towns elsewhere, before the state code people also write for that city: the city, as "City,
 * ST" (docs/decisions/102); null for other text.
 */
export function cityOfItsPartBeforeItsCode(text: string): string | null {
  const found = NAME_AND_CODE.exec(text.trim());
  const city = found && CITIES_WRITTEN_AS_A_STATE_CODE[found[2].toLowerCase()];
  return city && city.parts.includes(placeKey(found[1])) ? `${city.city}, ${city.state}` : null;
}
