import { PLACE_SUGGESTIONS_LIMIT } from '#shared/constants.ts';
import { distanceMiles } from '#shared/geo.ts';
import type { PlaceSuggestion } from '#shared/place-schemas.ts';
import { amenityAndPlace } from '#shared/amenity-words.ts';
import { careNotListed } from '#shared/care-not-listed.ts';
import { careAndPlace } from '#shared/care-words.ts';
import { NEAR_THE_VISITOR, namesTheVisitorsPlace } from '#shared/near-the-visitor.ts';
import { paymentAndPlace } from '#shared/payment-words.ts';
import { priceAndPlace } from '#shared/price-words.ts';
import { distanceAndPlace } from '#shared/distance-words.ts';
import { placeKey, statesOfRegion, withStateCodeAtEnd } from './place-text.ts';
import { directionWrittenOut } from './town-names.ts';
import { BEFORE_A_PLACE, REGIONS_A_NAME_MEANS } from './place-words.ts';
import { lastPlaceJoined } from './places-together.ts';
import {
  aliasSuggestions,
  citySuggestions,
  namesHalfTypedOffered,
  stateSuggestions,
  uniqueLabels,
  zipSuggestions,
} from './place-suggestion-kinds.ts';
import { resolvePlace } from './places.service.ts';
import { remembered } from './remembered.ts';
import { townsAfterAComma } from './towns-after-a-name.ts';

// What the location box suggests while someone types (docs/decisions/038, 063): from memory.

/**
 * Places whose name (or ZIP) starts with the typed text, likeliest first; from memory. A shorter
 * list is the start of the longest one, so one list per text is remembered and cut to `limit`.
 */
export function suggestPlaces(text: string, limit = PLACE_SUGGESTIONS_LIMIT): PlaceSuggestion[] {
  const place = placeAfterTheirWords(text);
  if (place) return withTheWordsTyped(text, place, limit);
  const key = placeKey(text);
  const found = firstFound([
    () => suggestionsFor(key),
    () => suggestionsFor(loneLetterJoined(key)),
    // "N Little", "W. Palm": a direction typed as its initial.
    () => suggestionsFor(placeKey(directionWrittenOut(text) ?? '')),
    () => placeSearchedFor(text),
    () => placesJoinedAfter(text),
    () => placesAfterAComma(text),
    () => regionsAfterThe(key),
    () => placesAfterWordsAround(text, limit),
  ]);
  return found.slice(0, Math.min(limit, PLACE_SUGGESTIONS_LIMIT));
}

/** The suggestions of the first way of reading the text that finds any. */
function firstFound(ways: (() => PlaceSuggestion[])[]): PlaceSuggestion[] {
  for (const way of ways) {
    const found = way();
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * "near Sea", "in or near Sea": the places for the letters after words before a place, written
 * after those words, which the search then drops (decision 095).
 */
function placesAfterWordsAround(text: string, limit: number): PlaceSuggestion[] {
  const typed = text.trimStart();
  const words = BEFORE_A_PLACE.exec(typed)?.[0];
  if (!words) return [];
  const places = withTheWordsTyped(typed, typed.slice(words.length), limit);
  // "near me" is where the visitor is (decision 110), never Maine by its code; the places whose
  // names start "Me" are still offered to someone typing "near Memphis".
  return namesTheVisitorsPlace(typed) ? places.filter((p) => p.kind !== 'state') : places;
}

/**
 * An apostrophe typed as a space before a half-typed word ("O Fa", "Coeur d A"): the lone letter
 * joined to it, as placeKey joins it once the word has three letters ("O Fallon").
 */
const loneLetterJoined = (key: string) => key.replace(/(^| )([a-z]) ([a-z]{1,2})$/, '$1$2$3');

/** "the Bay", "The Hudson V": the regions whose names start with the words after "the". */
function regionsAfterThe(key: string): PlaceSuggestion[] {
  const rest = /^the (.+)$/.exec(key)?.[1];
  if (!rest) return [];
  const nameOf = (label: string) => placeKey(label.replace(/, [A-Z]{2}$/, ''));
  return suggestionsFor(rest).filter((place) => statesOfRegion(nameOf(place.label)).length > 0);
}

/**
 * The place typed after care ("assisted living in Sea"), a distance ("within 10 miles of Sea"), a
 * way of paying ("Medicaid near Sea", "that takes Medicaid in Sea"), an amenity ("pet friendly
 * assisted living in Sea"), a price ("under $3,000 in Sea") or care not listed here ("hospice care
 * in Sea", decision 113).
 */
function placeAfterTheirWords(text: string): string | null {
  const asked = careAndPlace(text);
  if (asked?.location) return asked.location;
  const read =
    paymentAndPlace(text) ??
    amenityAndPlace(text) ??
    priceAndPlace(text) ??
    careNotListed(text) ??
    distanceAndPlace(text);
  return read && placeAtTheEnd(text, read.location);
}

/**
 * The place the words left, when it is what the text ends with (being typed); never the visitor's
 * place ("home care near me"), which no suggestion names (decision 110).
 */
const placeAtTheEnd = (text: string, place: string): string | null =>
  place && place !== NEAR_THE_VISITOR && text.trim().endsWith(place) ? place : null;

/**
 * The places for the letters after the care or distance, each written after those words as
 * typed, which the search box then reads as a care type, a distance and a place (decisions 079,
 * 082).
 */
function withTheWordsTyped(text: string, location: string, limit: number): PlaceSuggestion[] {
  const typed = text.trim();
  const words = typed.slice(0, typed.length - location.length);
  return suggestPlaces(location, limit).map((place) => ({
    kind: place.kind,
    label: `${words}${place.label}`,
    value: `${words}${place.value}`,
  }));
}

/**
 * A name that is no one place, typed whole ("Upstate NY", "the Valley", "New England"): the
 * regions or states it means.
 */
const regionsTheNameMeans = (key: string): PlaceSuggestion[] =>
  (REGIONS_A_NAME_MEANS[key] ?? []).map((label) => ({
    kind: resolvePlace(label)?.kind ?? 'city',
    label,
    value: label,
  }));

/**
 * Places being written together (decision 073), the last one half typed: each place its letters
 * start, written after the others, where the whole then finds a place ("Seattle/Ta" →
 * "Seattle/Tacoma, WA", which is Puget Sound).
 */
const placesJoinedAfter = remembered((text: string): PlaceSuggestion[] => {
  const joined = lastPlaceJoined(text.trim());
  const others = joined && resolvePlace(joined.others)?.center;
  if (!joined || !others) return [];
  const milesAway = (place: PlaceSuggestion) => {
    const center = resolvePlace(place.value)?.center;
    return center ? distanceMiles(others, center) : Infinity;
  };
  // Nearest first: "Seattle/Ta" is more likely Tacoma than Tampa.
  return suggestionsFor(placeKey(joined.last))
    .filter((place) => place.kind !== 'state')
    .map((place) => ({ place, miles: milesAway(place), value: `${joined.before}${place.value}` }))
    .filter(({ value }) => resolvePlace(value) !== null)
    .sort((a, b) => a.miles - b.miles)
    .map(({ place, value }) => ({ kind: place.kind, label: value, value }));
});

const placesAfterAComma = remembered((text: string) => townsAfterAComma(text, suggestionsFor));

/**
 * When no place's name starts with the text, the place a search for it finds, so the box offers
 * what Enter would search: "Raleigh-Durham" is Research Triangle, NC, "Chicago suburbs" Chicago,
 * IL, "98052-1234" Redmond, WA 98052. Its value is the text itself, which finds the same (with the
 * same reach, as for "Portland/Salem, OR").
 */
const placeSearchedFor = remembered((text: string): PlaceSuggestion[] => {
  const place = resolvePlace(text);
  return place ? [{ kind: place.kind, label: place.label, value: text.trim() }] : [];
});

/**
 * The same few letters are typed by every family. A name that is no one place first offers what
 * it means ("Midwest": its states before Midwest City, OK).
 */
const suggestionsFor = remembered((key: string) =>
  uniqueLabels([...regionsTheNameMeans(key), ...suggestionsForKey(key, PLACE_SUGGESTIONS_LIMIT)]),
);

function suggestionsForKey(key: string, limit: number): PlaceSuggestion[] {
  if (!key) return [];
  if (/^\d{1,5}$/.test(key)) return key.length >= 3 ? zipSuggestions(key, limit) : [];
  const states = stateSuggestions(key);
  // "seattle, wa" and "seattle wa" are one key: the state follows the city with a space. A key
  // ending in "mount" may end in Montana's code ("Bozeman, MT"): that city comes first.
  const asCode = withStateCodeAtEnd(key);
  const cities = [
    ...aliasSuggestions(key),
    ...(asCode ? citySuggestions(asCode, limit) : []),
    ...citySuggestions(key, limit),
  ];
  const unique = cities.filter((c, i) => cities.findIndex((o) => o.label === c.label) === i);
  // "Hilton He" already offers Hilton Head Island, SC by its own name.
  const byOtherNames = namesHalfTypedOffered(key).filter(
    (name) => !unique.some((city) => city.value === name.value),
  );
  return [...states, ...unique, ...byOtherNames].slice(0, limit);
}
