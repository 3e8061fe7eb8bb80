import zipcodes from 'zipcodes';

// How typed location text is read as a place (docs/decisions/038-typed-places.md). Pure: the
// dataset's state names are static data; which cities exist is the index's business.

/** Leading abbreviations people type for the words the ZIP dataset spells out. */
const LEADING_WORDS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
};

/**
 * The comparison key of a place name: accents, case and punctuation dropped, spaces collapsed,
 * a leading "St"/"Mt"/"Ft" spelled out ("St. Louis" and "Saint Louis" are one key).
 */
export function placeKey(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length > 1 && words[0] in LEADING_WORDS) words[0] = LEADING_WORDS[words[0]];
  return words.join(' ');
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
    name.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
  );
}

/** The 50 states and DC: code, name and the name's key. */
export const US_STATES = [...stateNames].map(([code, name]) => ({
  code,
  name,
  key: placeKey(name),
}));

/** Whether a dataset entry's state is one of the 50 states or DC (not a territory or province). */
export const isUsState = (code: string): boolean => US_STATE_CODES.has(code);

/** The state code a key names (its code or its full name), or null. */
export const stateCodeOf = (key: string): string | null => stateByKey.get(key) ?? null;

/** "WA" → "Washington". */
export const stateName = (code: string): string => stateNames.get(code) ?? code;

/** Whether the key is a state's full name (not only its two letters). */
const isStateName = (key: string) => key.length > 2 && stateByKey.has(key);

/** What typed text could mean, most specific first; the index decides which of it exists. */
export interface PlaceReading {
  /** A 5-digit ZIP (a ZIP+4's first five), typed alone or after "City, ST". */
  zip: string | null;
  /** "City, ST", "City ST", "City, State", "City State": each way of splitting off a state. */
  cityInState: { city: string; state: string }[];
  /** The whole text as a city name, in any state. */
  city: string;
  /** The whole text names a state: "WA", "Washington". */
  state: string | null;
  /** The state was written out in full ("Washington", not "WA"), so a small town of that name yields. */
  stateSpelledOut: boolean;
}

const ZIP_ALONE = /^(\d{5})(?:[-\s]?\d{4})?$/;
const ZIP_AT_END = /\s(\d{5})(?:-?\d{4})?$/;

/** Splits "seattle wa" / "salt lake city utah" into city + state at each of the last 1–3 words. */
function statesAtEnd(key: string): { city: string; state: string }[] {
  const words = key.split(' ');
  const found: { city: string; state: string }[] = [];
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const state = stateCodeOf(words.slice(-n).join(' '));
    if (state) found.push({ city: words.slice(0, -n).join(' '), state });
  }
  return found;
}

/** Reads typed location text; text with no letters or digits reads as nothing. */
export function readPlaceText(text: string): PlaceReading | null {
  const trimmed = text.trim();
  const comma = trimmed.lastIndexOf(',');
  // A ZIP alone, or ending "City, ST 98101"; digits at the end of other text may be a name's.
  const zip =
    (ZIP_ALONE.exec(trimmed) ?? (comma > 0 ? ZIP_AT_END.exec(trimmed) : null))?.[1] ?? null;
  const key = placeKey(trimmed);
  if (!key) return null;
  let cityInState: PlaceReading['cityInState'] = [];
  if (comma > 0) {
    const city = placeKey(trimmed.slice(0, comma));
    const state = stateCodeOf(placeKey(trimmed.slice(comma + 1).replace(ZIP_AT_END, '')));
    if (city && state) cityInState = [{ city, state }];
  } else {
    cityInState = statesAtEnd(key);
  }
  const state = stateCodeOf(key);
  return { zip, cityInState, city: key, state, stateSpelledOut: isStateName(key) };
}
