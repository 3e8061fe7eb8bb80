import { placeIndex } from './place-index.ts';
import { placeKey, isStateName } from './place-text.ts';
import { CITY_ALIASES } from './place-words.ts';
import { indexIdOf } from './place-reading.ts';
import { resolvePlace, type ResolvedPlace } from './places.service.ts';
import { remembered } from './remembered.ts';
import { CITY_OF_PARTS } from './town-people.ts';

// "Ballard Seattle", "Queen Anne Seattle", "Aegis Living Seattle": words before a city, with no
// comma or state (docs/decisions/098). The whole may be a community's name, so it is offered,
// and searched only when no community's name matches it.

/** Most words a city's name has ("Salt Lake City", "Winston Salem"). */
const CITY_WORDS = 3;

/** Whether a town of this name (or a name a city goes by) may be one of CITY_OF_PARTS people. */
function mayBeACityOfParts(key: string): boolean {
  const towns = placeIndex().byName.get(key) ?? [];
  return key in CITY_ALIASES || towns.some((t) => t.people >= CITY_OF_PARTS);
}

/** A town (not a county or region) of CITY_OF_PARTS people or more. */
function cityOfParts(town: string): ResolvedPlace | null {
  // Looked up before it is read: reading every ending of every community's name is not cheap.
  if (!mayBeACityOfParts(placeKey(town))) return null;
  const place = resolvePlace(town);
  const entry = place?.kind === 'city' ? placeIndex().cities.get(indexIdOf(place)) : undefined;
  if (!entry || entry.county || entry.reach !== null || entry.people < CITY_OF_PARTS) return null;
  return place;
}

/**
 * The city the text's last words name, a town of CITY_OF_PARTS people or more, when the words
 * before it, written with a comma, name a part of it ("Ballard, Seattle"); null otherwise. Never
 * after a state's name: "Sunrise Washington" may mean the state or the District, and "Sunrise
 * New York" is no York, PA. Remembered: the offers and the search both ask.
 */
export const cityAfterAName = remembered((text: string): ResolvedPlace | null => {
  if (/[^\p{L}\s.'-]/u.test(text)) return null;
  const words = text.trim().split(/\s+/);
  for (let count = Math.min(CITY_WORDS, words.length - 1); count >= 1; count--) {
    const town = words.slice(-count).join(' ');
    if (isStateName(placeKey(town))) return null;
    const city = cityOfParts(town);
    const written = `${words.slice(0, -count).join(' ')}, ${town}`;
    if (city && resolvePlace(written)?.label === city.label) return city;
  }
  return null;
});
