import { PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import { distanceMiles } from '#shared/geo.ts';
import type { PlaceSuggestion } from '#shared/place-schemas.ts';
import { placeKey, stateCodeOf, US_STATES } from './place-text.ts';
import { resolvePlace, type ResolvedPlace } from './places.service.ts';
import { peopleOf } from './place-reading.ts';
import { uniqueLabels } from './place-suggestion-kinds.ts';
import { CITY_OF_PARTS } from './town-people.ts';

/** How many towns the letters after a comma start are offered, at most. */
const TOWNS_AFTER_A_COMMA = 4;

/**
 * A name, a comma and the first letters of a state or a town (decisions 087, 088, 100):
 * "Portland, Ma" offers Portland, ME (Maine half typed); "Ballard, Sea" and "Fremont, Sea" offer
 * "…, Seattle, WA", whose search is Seattle; "Flushing, Qu" offers "Flushing, Queens, NY", whose
 * search is Flushing. Only what the whole then finds, as the search would read it.
 */
export function townsAfterAComma(
  text: string,
  suggestionsFor: (key: string) => PlaceSuggestion[],
): PlaceSuggestion[] {
  const found = /^([^,]*\S)\s*,\s*(\S[^,]*)$/.exec(text.trim());
  const key = found ? placeKey(found[2]) : '';
  if (!found || key.length < 2) return [];
  const name = found[1];
  // Letters that start a state's name are its name ("Seattle, Was" is no Wasatch Front).
  const inStates = uniqueLabels(
    US_STATES.filter((state) => state.key.startsWith(key)).flatMap((state) => {
      const place = resolvePlace(`${name}, ${state.code}`);
      return place?.kind === 'city'
        ? [{ kind: 'city' as const, label: place.label, value: place.label }]
        : [];
    }),
  );
  // A state written whole ("City of Seattle, WA") starts no town's name.
  if (inStates.length > 0 || stateCodeOf(key) !== null) return inStates;
  // The likeliest few: each is read whole, and the likeliest is almost always the one meant.
  return suggestionsFor(key)
    .filter((town) => town.kind === 'city')
    .slice(0, TOWNS_AFTER_A_COMMA)
    .filter((suggested) => {
      const town = resolvePlace(suggested.value);
      const whole = resolvePlace(`${name}, ${suggested.value.replace(/, [A-Z]{2}$/, '')}`);
      return town && whole && (whole.label === town.label || isAPartOf(whole, name, town));
    })
    .map((town) => {
      const value = `${name}, ${town.value}`;
      return { kind: 'city' as const, label: value, value };
    });
}

/** How near a town's centre a place written before its half-typed name must be. */
const NEAR_ITS_TOWN = PLACE_RADIUS_DEFAULT / 2;

/**
 * Whether the text read is the place named, in the town's state and near its centre: the town a
 * city people name parts of, or a region wider than a town, anywhere within its radius. Half a
 * town's name typed starts many small towns ("Fairview, Ralei" is no Raleigh Hills, OR), and a
 * name may also read as the town another way ("…, LaSalle" as LaSalle County).
 */
function isAPartOf(whole: ResolvedPlace, name: string, town: ResolvedPlace): boolean {
  const named = placeKey(whole.city ?? '') === placeKey(name) && whole.state === town.state;
  if (!named || !whole.center || !town.center) return false;
  const miles = distanceMiles(whole.center, town.center);
  const radius = town.radius ?? PLACE_RADIUS_DEFAULT;
  if (radius > PLACE_RADIUS_DEFAULT) return miles <= radius;
  return (peopleOf(town) ?? 0) >= CITY_OF_PARTS && miles <= NEAR_ITS_TOWN;
}
