import { nearNames } from './near-names.ts';
import { placeIndex } from './place-index.ts';
import { placeKey, readPlaceText } from './place-text.ts';
import { ALTERNATIVES, cityLabel } from './places.service.ts';
import { remembered } from './remembered.ts';

/**
 * For text that names no place: the cities of its city's name in other states ("Seattle, OR" →
 * "Seattle, WA"), or else, for a city typed with a state or one word alone, the cities a typo or
 * two from it ("Seatle" → "Seattle, WA"); most ZIP codes first, four at most.
 */
export const placesMeant = remembered((text: string): string[] => {
  const reading = readPlaceText(text);
  if (!reading) return [];
  const names = [
    ...new Set([...reading.cityInState.map((c) => c.city), placeKey(text.split(',')[0] ?? '')]),
  ];
  const { byName } = placeIndex();
  let meant = names.flatMap((name) => byName.get(name) ?? []);
  const mayBeMistyped = reading.cityInState.length > 0 || !reading.city.includes(' ');
  if (meant.length === 0 && mayBeMistyped) {
    const state = reading.cityInState[0]?.state ?? null;
    meant = names.flatMap((name) => nearNames(byName, name, state));
  }
  return [...new Set(meant)].slice(0, ALTERNATIVES).map(cityLabel);
});
