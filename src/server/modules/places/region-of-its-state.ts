import { readPlaceText, stateName } from './place-text.ts';

/**
 * "Panhandle FL", "Keys, Florida", "Triad NC": the part of a state people name with the state's
 * name before it ("Florida Panhandle") or "the" ("the Triad"), written with the state after it as
 * a town would be (docs/decisions/100). Only where that reading is a region of that state, not a
 * town: Panhandle, TX is a town the text already names.
 */
export function regionOfItsState<P extends { state: string }>(
  text: string,
  read: (text: string) => P | null,
  isRegion: (place: P) => boolean,
): P | null {
  for (const { city, state } of readPlaceText(text)?.cityInState ?? []) {
    for (const form of [`${stateName(state)} ${city}`, `the ${city}`]) {
      const place = read(form);
      if (place?.state === state && isRegion(place)) return place;
    }
  }
  return null;
}
