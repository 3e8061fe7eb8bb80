import { namesHalfTyped } from './names-half-typed.ts';
import { nearNames } from './near-names.ts';
import { REGIONS_A_NAME_MEANS } from './place-words.ts';
import { lowerBound, placeIndex, type CityEntry } from './place-index.ts';
import { likelierFirst } from './town-people.ts';
import { placeKey, readPlaceText } from './place-text.ts';
import { placesJoined, placesRead } from './places-together.ts';
import { ALTERNATIVES, cityLabel } from './city-places.ts';
import { resolvePlace } from './places.service.ts';
import { remembered } from './remembered.ts';
import { cityAfterAName } from './city-after-a-name.ts';
import { PLACES_ABROAD } from './places-abroad.ts';

/**
 * For text that names no place, four at most: the regions it means if it is a name of no one
 * place ("Upstate NY"); else each of the places it joins, if it joins places too far apart to
 * search together ("Seattle or Portland"); else a city a typo or two from it in the state typed
 * ("Pittsburg, PA" → "Pittsburgh, PA"), then the cities of its name in other states ("Seattle,
 * OR" → "Seattle, WA"); when there are none of those, the cities whose name goes on after the
 * words typed ("Lake Havasu"), the city of a neighbourhood's half-typed name ("Upper West"), and
 * the cities a typo or two from it anywhere
 * ("Seatle" → "Seattle, WA"), only the large ones for several words without a state. Nearest,
 * then likeliest (most people), first. Failing all those, the city a name is written before
 * ("Ballard Seattle", "Aegis Living Seattle" → "Seattle, WA"; decision 098). None for a town
 * written with a country or province abroad ("Toronto, Canada" is no Toronto, OH).
 */
export const placesMeant = remembered((text: string): string[] => {
  if (isWrittenAbroad(text)) return [];
  const meant = REGIONS_A_NAME_MEANS[placeKey(text)] ?? placesNamedLike(text);
  if (meant.length > 0) return [...meant];
  const city = cityAfterAName(text);
  return city ? [city.label] : [];
});

/** "Toronto, Canada", "Paris, France": a town written with a country or province abroad. */
const isWrittenAbroad = (text: string) => {
  const parts = text.split(',');
  return parts.length > 1 && PLACES_ABROAD.has(placeKey(parts[parts.length - 1]));
};

/**
 * Several words without a state are more likely a community's name than a mistyped town: only a
 * city this large is offered for them ("Los Angelas", "San Deigo", "Las Vagas").
 */
const CITY_TOO_BIG_TO_BE_A_NAME = 50_000;

function placesNamedLike(text: string): string[] {
  const joined = placesRead(placesJoined(text) ?? [], resolvePlace);
  if (joined) return [...new Set(joined.map((place) => place.label))].slice(0, ALTERNATIVES);
  const reading = readPlaceText(text);
  if (!reading) return [];
  const names = [
    ...new Set([...reading.cityInState.map((c) => c.city), placeKey(text.split(',')[0] ?? '')]),
  ];
  const { byName } = placeIndex();
  const state = reading.cityInState[0]?.state ?? null;
  const elsewhere = names.flatMap((name) => byName.get(name) ?? []);
  const typedAsAPlace = reading.cityInState.length > 0 || !reading.city.includes(' ');
  const mistyped = names
    .flatMap((name) => nearNames(byName, name, state))
    .filter((entry) => typedAsAPlace || entry.people >= CITY_TOO_BIG_TO_BE_A_NAME);
  const meant =
    elsewhere.length > 0
      ? [...mistyped.filter((e) => e.state === state), ...elsewhere]
      : [
          ...names.flatMap((name) => longerNames(name, state)),
          // Into the name's second word ("Upper West"): "Back" alone is more likely a name.
          ...names
            .filter((name) => name.includes(' '))
            .flatMap((name) => namesHalfTyped(name).map(({ city }) => city)),
          ...mistyped,
        ];
  return [...new Set(meant)].slice(0, ALTERNATIVES).map(cityLabel);
}

/**
 * The cities whose name is the typed one with more words after it ("Lake Havasu" → Lake Havasu
 * City, AZ), in the state typed if any; most people first.
 */
function longerNames(name: string, state: string | null): CityEntry[] {
  if (name.length < 4) return [];
  const { suggestKeys } = placeIndex();
  const prefix = `${name} `;
  const found: CityEntry[] = [];
  for (let i = lowerBound(suggestKeys, prefix, (s) => s.key); i < suggestKeys.length; i++) {
    const { key, entry } = suggestKeys[i];
    if (!key.startsWith(prefix)) break;
    if (entry.key !== name && (!state || entry.state === state)) found.push(entry);
  }
  return found.sort(likelierFirst);
}
