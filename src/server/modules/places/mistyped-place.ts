import { editDistance } from './near-names.ts';
import { placeKey, readPlaceText } from './place-text.ts';

/** Letters and the marks a place is written with: "__proto__" or "Sunrise #2" is no mistyped town. */
const WRITTEN_AS_A_PLACE = /^[\p{L}\s,.'-]+$/u;

/** As many typos as near-names.ts offers a city for. */
const TYPOS = 2;

/**
 * Whether `label` ("Tucson, AZ") is the text ("Tuscon, AZ", "Pheonix") with a typo or two in its
 * city's name, in the state typed if one was: a correction sure enough to search in the text's
 * stead when no community's name matched it (docs/decisions/111). The same city in another state
 * ("Seattle, OR" → "Seattle, WA") is no typo: that is offered, not searched.
 */
export function isATypoOf(text: string, label: string): boolean {
  if (!WRITTEN_AS_A_PLACE.test(text)) return false;
  const reading = readPlaceText(text);
  const comma = label.lastIndexOf(', ');
  if (!reading || comma < 0) return false;
  const city = placeKey(label.slice(0, comma));
  const state = label.slice(comma + 2);
  const typed: { city: string; state: string | null }[] =
    reading.cityInState.length > 0 ? reading.cityInState : [{ city: reading.city, state: null }];
  return typed.some(
    (t) =>
      (t.state === null || t.state === state) &&
      t.city !== city &&
      editDistance(t.city, city, TYPOS) <= TYPOS,
  );
}
