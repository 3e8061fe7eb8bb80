import { wordsAtEitherEnd } from './words-at-either-end.ts';
import type { RoomType } from './constants.ts';

// The room a family needs, typed with the place: "private room assisted living Seattle",
// "assisted living with a shared room in Austin" (docs/decisions/112). Whether a community offers
// it is the room filter's to say, so the words become that filter.

const ROOMS: readonly [string, RoomType][] = [
  [
    String.raw`(?:with\s+(?:an?\s+)?)?(?:private|single|own)\s+(?:rooms?|suites?|apartments?|units?|bedrooms?)`,
    'private',
  ],
  [
    String.raw`(?:with\s+(?:an?\s+)?)?(?:shared|semi[\s-]*private|companion|double)\s+(?:rooms?|suites?|apartments?|units?)`,
    'shared',
  ],
];

/** The room typed at the start or the end of location text, and the rest; null when none is. */
export const roomAndPlace = wordsAtEitherEnd(ROOMS);
