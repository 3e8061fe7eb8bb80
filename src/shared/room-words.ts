import { placeAfter } from './care-words.ts';
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

const ROOM = `(?:${ROOMS.map(([words]) => words).join('|')})`;
const AT_THE_START = new RegExp(String.raw`^(${ROOM})(?=$|[\s,:–-])`, 'i');
const AT_THE_END = new RegExp(String.raw`^(.*?\S)[\s,:–-]+(${ROOM})\.?$`, 'i');
const WHOLE_ROOMS = ROOMS.map(
  ([words, room]) => [new RegExp(`^(?:${words})$`, 'i'), room] as const,
);

const roomOf = (words: string): RoomType =>
  WHOLE_ROOMS.find(([pattern]) => pattern.test(words.trim()))![1];

export interface RoomAndPlace {
  rooms: RoomType[];
  location: string;
}

/** The room typed at the start or the end of location text, and the rest; null when none is. */
export function roomAndPlace(text: string): RoomAndPlace | null {
  const trimmed = text.trim();
  const start = AT_THE_START.exec(trimmed);
  if (start) {
    return { rooms: [roomOf(start[1])], location: placeAfter(trimmed.slice(start[0].length)) };
  }
  const end = AT_THE_END.exec(trimmed);
  if (!end) return null;
  return { rooms: [roomOf(end[2])], location: end[1].trim() };
}
