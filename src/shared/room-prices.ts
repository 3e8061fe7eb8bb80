import {
  PRICED_ROOM_SHARING,
  PRICES_CONFIRMED_FRESH_DAYS,
  type PricedRoomType,
} from './constants.ts';
import { formatLongDate } from './long-date.ts';

// Prices by room type (docs/decisions/048): what a family reads from them, in one place for the
// server (the derived starting price) and the pages (the confirmation line).

export interface RoomPrice {
  minPrice: number;
  maxPrice: number | null;
}

/** The starting price: the lowest room price when rooms are priced, else the one typed. */
export function startingPrice(typed: number, rooms: readonly RoomPrice[]): number {
  return rooms.length === 0 ? typed : Math.min(...rooms.map((room) => room.minPrice));
}

/** The first priced room of this sort (private or shared), if any: its sort is then available. */
export function pricedRoomOfSort<R extends { roomType: PricedRoomType }>(
  rooms: readonly R[],
  sharing: 'private' | 'shared',
): R | undefined {
  return rooms.find((room) => PRICED_ROOM_SHARING[room.roomType] === sharing);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Prices confirmed on {date}", or, past the fresh period, "Prices not confirmed since {date}". */
export function priceConfirmation(
  confirmedAt: string | null,
  now: Date = new Date(),
): { fresh: boolean; text: string } | null {
  if (!confirmedAt) return null;
  const at = new Date(confirmedAt);
  const date = formatLongDate(at);
  const fresh = now.getTime() - at.getTime() <= PRICES_CONFIRMED_FRESH_DAYS * DAY_MS;
  return fresh
    ? { fresh, text: `Prices confirmed on ${date}` }
    : { fresh, text: `Prices not confirmed since ${date}` };
}
