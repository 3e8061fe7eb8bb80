import zipcodes from 'zipcodes';
import { namesTheVisitorsPlace } from '#shared/near-the-visitor.ts';
import {
  ABBREVIATED_WORDS,
  BEFORE_A_PLACE,
  CITY_ALIASES,
  joinInitials,
  REGIONS_A_NAME_MEANS,
  STATE_ABBREVIATIONS,
  withoutCountry,
  withoutWordsAround,
} from './place-words.ts';
import { REGIONS } from './regions.ts';
import { geonamesTowns } from './geonames-towns.ts';

// How typed location text is read as a place (docs/decisions/038-typed-places.md, 063). Pure: the
// dataset's state names are static data; which cities exist is the index's business.

/** "Cañon City" → "Canon City". ASCII text, nearly every name, is left as it is: much faster. */
const withoutAccents = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The comparison key of a place name: accents, case and punctuation dropped, spaces collapsed,
 * "St"/"Mt"/"Ft" spelled out in a name of several words ("St. Louis" and "Saint Louis", "Port St.
 * Lucie" and "Port Saint Lucie" are one key).
 */
export function placeKey(text: string): string {
  const words = withoutAccents(text)
    .toLowerCase()
    .replace(/(?<=[a-z])['‘’ʻʼ`](?=[a-z])/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    // An address's slug writes "Lee's Summit" as "lee-s-summit": a lone "s" after a word is
    // that word's possessive.
    .replace(/(?<=[a-z]{2}) s (?=[a-z])/g, 's ')
    // The dataset writes an apostrophe as nothing ("Lees Summit") or as a space ("O Fallon",
    // "Coeur D Alene"): a lone letter before a word is joined to it, as the apostrophe's removal
    // joins what is typed ("O'Fallon", "Lee's Summit").
    .replace(/\b([a-z]) (?=[a-z]{3})/g, '$1')
    // It writes some names' "Mc", "De", "La", "Le" or "Du" apart ("Mc Lean", "La Porte", "De
    // Kalb") and others together ("Mckinney", "Lagrange", "Dekalb"), and people write both:
    // joined, McLean and Mc Lean are one key, as are LaPorte and La Porte. Never a state code at
    // the end ("Dover DE", "Baton Rouge LA"): a word must follow.
    .replace(/\b(mc|de|la|le|du) (?=[a-z]{2})/g, '$1')
    .split(' ')
    .filter(Boolean);
  if (words.length < 2) return words.join(' ');
  return words.map((word) => ABBREVIATED_WORDS[word] ?? word).join(' ');
}

const US_STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

/** Every US state (and DC) by its code and by its full name's key. */
const stateByKey = new Map<string, string>();
const stateNames = new Map<string, string>();
for (const [code, name] of Object.entries(zipcodes.states.abbr)) {
  if (!US_STATE_CODES.has(code)) continue;
  stateByKey.set(code.toLowerCase(), code);
  stateByKey.set(placeKey(name), code);
  stateNames.set(
    code,
    name
      .toLowerCase()
      .replace(/\b\p{L}/gu, (c) => c.toUpperCase())
      .replace(/ Of /g, ' of '),
  );
}

/** The 50 states and DC: code, name and the name's key. */
export const US_STATES = [...stateNames].map(([code, name]) => ({
  code,
  name,
  key: placeKey(name),
}));

/**
 * The inhabited territories: their towns and ZIP codes are places and their names are read as
 * a state's. Their codes are read only after a town ("San Juan, PR"): alone, "AS" or "VI" is more
 * likely a word. They have no counties (Puerto Rico's municipios are its towns).
 */
const TERRITORIES: Record<string, { name: string; alsoCalled: string[] }> = {
  PR: { name: 'Puerto Rico', alsoCalled: [] },
  VI: { name: 'U.S. Virgin Islands', alsoCalled: ['Virgin Islands', 'USVI'] },
  GU: { name: 'Guam', alsoCalled: [] },
  AS: { name: 'American Samoa', alsoCalled: [] },
  MP: { name: 'Northern Mariana Islands', alsoCalled: ['Northern Marianas', 'CNMI'] },
};
const territoryByCode = new Map<string, string>();
for (const [code, { name, alsoCalled }] of Object.entries(TERRITORIES)) {
  territoryByCode.set(code.toLowerCase(), code);
  stateNames.set(code, name);
  for (const called of [name, ...alsoCalled]) stateByKey.set(placeKey(joinInitials(called)), code);
}

/** The territories: code, name and the name's key (suggested by their names' first letters). */
export const US_TERRITORIES = Object.entries(TERRITORIES).map(([code, { name }]) => ({
  code,
  name,
  key: placeKey(joinInitials(name)),
}));

/** Whether a dataset entry's state is one of the 50 states or DC (not a territory or province). */
export const isUsState = (code: string): boolean => US_STATE_CODES.has(code);

/** Whether a dataset entry is in a state, DC or an inhabited territory (not a province). */
export const isInTheUs = (code: string): boolean => US_STATE_CODES.has(code) || code in TERRITORIES;

/** The state code a key names (its code or its full name), or null. */
export const stateCodeOf = (key: string): string | null => stateByKey.get(key) ?? null;

/** "WA" → "Washington". */
export const stateName = (code: string): string => stateNames.get(code) ?? code;

/** Whether the key is a state's full name (not only its two letters). */
export const isStateName = (key: string) => key.length > 2 && stateByKey.has(key);

/**
 * A state code that placeKey spells out as a word, as it does any "Mt" in a name of several
 * words: "Bozeman MT" becomes "bozeman mount", whose last word is still Montana.
 */
const stateSpelledAsWord = new Map(
  Object.entries(ABBREVIATED_WORDS).flatMap(([abbreviation, word]) => {
    const code = stateByKey.get(abbreviation);
    return code ? [[word, code] as const] : [];
  }),
);

/**
 * The key with a spelled-out state code at its end written as the code again ("bozeman mount" →
 * "bozeman mt"), as the suggestions' keys end; null when it has none.
 */
export function withStateCodeAtEnd(key: string): string | null {
  const at = key.lastIndexOf(' ');
  const code = at > 0 ? stateSpelledAsWord.get(key.slice(at + 1)) : undefined;
  return code ? `${key.slice(0, at)} ${code.toLowerCase()}` : null;
}

/**
 * A state written after a city: its code, its name, an older abbreviation ("Wash."), its name
 * said to be a state ("Seattle, Washington State"), or a territory's code ("San Juan, PR").
 */
const stateAfterCity = (key: string): string | null =>
  stateCodeOf(key) ??
  territoryByCode.get(key) ??
  STATE_ABBREVIATIONS[key] ??
  stateSpelledAsWord.get(key) ??
  stateSaidToBeOne(key);

type CityInState = { city: string; state: string };

/** What a name (text without a ZIP) could mean, most specific first. */
export interface NameReading {
  /** "City, ST", "City ST", "City, State", "123 Main St, City, ST": each way of reading a state. */
  cityInState: CityInState[];
  /** The whole text as a city name, in any state. */
  city: string;
  /** The whole text names a state: "WA", "Washington". */
  state: string | null;
  /** The state was written out in full ("Washington", not "WA"), so a small town of that name yields. */
  stateSpelledOut: boolean;
}

/** What typed text could mean; the index decides which of it exists. */
export interface PlaceReading extends NameReading {
  /** A 5-digit ZIP (a ZIP+4's first five): typed alone, or after a state or a comma. */
  zip: string | null;
  /**
   * A ZIP typed beside a name ("98052 Redmond", "Redmond 98052"): the ZIP only if the name is its
   * city or state, since the number may be a street's ("12345 Main").
   */
  zipWithName: { zip: string; name: NameReading } | null;
}

// A ZIP+4 half typed or cut short is its ZIP code: "98052-", "98052-12".
const ZIP_ALONE = /^(\d{5})(?:\s?\d{4}|-\d{0,4})?$/;
const ZIP_FIRST = /^(\d{5})(?:-\d{4})?(\s*,\s*|\s+)(.*\D.*)$/;
const ZIP_LAST = /^(.*\D)(,\s*|\s+)(\d{5})(?:-?\d{4})?$/;

/** The states each region name is used in ("Tri-Cities": Washington and Tennessee). */
const REGION_STATES = new Map<string, string[]>();
for (const { name, state } of REGIONS) {
  const key = placeKey(name);
  REGION_STATES.set(key, [...(REGION_STATES.get(key) ?? []), state]);
}

/** The states in which a region of regions.ts has this name's key (none for other names). */
export const statesOfRegion = (key: string): readonly string[] => REGION_STATES.get(key) ?? [];

/** The alias of a city in a state, if it has one ("NYC", NY → New York, NY). */
function named(city: string, state: string): CityInState {
  const alias = CITY_ALIASES[city];
  return alias && alias.state === state ? alias : { city, state };
}

/** Splits "seattle wa" / "salt lake city utah" into city + state at each of the last 1–3 words. */
function statesAtEnd(key: string): CityInState[] {
  const words = key.split(' ');
  const found: CityInState[] = [];
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const state = stateAfterCity(words.slice(-n).join(' '));
    if (state) found.push(named(words.slice(0, -n).join(' '), state));
  }
  return found;
}

/**
 * The comma-separated parts read as a city in a state: with the state alone in the last part,
 * each earlier part may be the city, the nearest first ("123 Pike St, Seattle, WA"); else the
 * last part may end with one ("123 Pike St, Seattle WA").
 */
function citiesInStates(parts: string[]): CityInState[] {
  const last = parts[parts.length - 1];
  const state = parts.length > 1 ? stateAfterCity(last) : null;
  const found = state
    ? parts
        .slice(0, -1)
        .reverse()
        .map((city) => named(city, state))
    : statesAtEnd(last);
  const key = parts.join(' ');
  const whole = CITY_ALIASES[key];
  // "West Texas", "Western New York": the region, before a town called West in Texas ("West,
  // Texas", with its comma, is the town).
  const regions = (parts.length === 1 ? (REGION_STATES.get(key) ?? []) : [])
    .filter((regionState) => found.some((city) => city.state === regionState))
    .map((regionState) => ({ city: key, state: regionState }));
  return [...(whole ? [whole] : []), ...regions, ...found];
}

/** "Washington State", "State of New York": a state, whatever city shares its name. */
function stateSaidToBeOne(key: string): string | null {
  const named = /^state of (.+)$/.exec(key)?.[1] ?? /^(.+) state$/.exec(key)?.[1];
  return named ? stateCodeOf(named) : null;
}

function readName(text: string): NameReading | null {
  const parts = text.split(',').map(placeKey).filter(Boolean);
  if (parts.length === 0) return null;
  const key = parts.join(' ');
  const said = stateSaidToBeOne(key);
  return {
    cityInState: said ? [] : citiesInStates(parts),
    city: key,
    state: said ?? stateCodeOf(key),
    stateSpelledOut: !said && isStateName(key),
  };
}

/** A ZIP at the end is one after a state ("Seattle WA 98101") or a comma ("Seattle, 98101"). */
function endsWithState(name: NameReading, text: string): boolean {
  return text.includes(',') || name.cityInState.length > 0 || name.state !== null;
}

type ZipAndName = { zip: string; name: NameReading; before: string };

function withName(zip: string, rest: string, before: string): ZipAndName | null {
  const name = readName(rest);
  return name ? { zip, name, before } : null;
}

/**
 * A ZIP before or after a name, the name without it, and what came before a ZIP at the end (its
 * comma included; nothing for a ZIP first).
 */
function zipAndName(text: string): ZipAndName | null {
  const first = ZIP_FIRST.exec(text);
  if (first) return withName(first[1], first[3], '');
  const last = ZIP_LAST.exec(text);
  return last ? withName(last[3], last[1], last[1] + last[2]) : null;
}

/**
 * Towns and parts of a city whose name starts with a word read as around a place: "Near North
 * Side" (Chicago) is not North Side, nor "Greater Northdale" (Florida) Northdale.
 */
const NAMED_WITH_A_WORD_AROUND = new Set(
  geonamesTowns()
    .filter((town) => BEFORE_A_PLACE.test(town.name))
    .map((town) => placeKey(town.name)),
);

const isAlias = (text: string) => {
  const key = placeKey(text);
  return key in CITY_ALIASES || REGION_STATES.has(key) || NAMED_WITH_A_WORD_AROUND.has(key);
};

/** Reads typed location text; text with no letters or digits reads as nothing. */
export function readPlaceText(text: string): PlaceReading | null {
  if (namesTheVisitorsPlace(text) || REGIONS_A_NAME_MEANS[placeKey(text)]) return null;
  const cleaned = withoutWordsAround(withoutCountry(joinInitials(text.trim())), isAlias);
  const whole = readName(cleaned);
  if (!whole) return null;
  const alone = ZIP_ALONE.exec(cleaned);
  if (alone) return { ...whole, zip: alone[1], zipWithName: null };
  const found = zipAndName(cleaned);
  if (!found) return { ...whole, zip: null, zipWithName: null };
  const { zip, name, before } = found;
  if (before && endsWithState(name, before)) return { ...name, zip, zipWithName: null };
  return { ...whole, zip: null, zipWithName: { zip, name } };
}
