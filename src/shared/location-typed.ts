import { amenityAndPlace } from './amenity-words.ts';
import type { Amenity, CareType, PaymentSource, RoomType } from './constants.ts';
import { careAndPlace } from './care-words.ts';
import { distanceAndPlace } from './distance-words.ts';
import { NEAR_THE_VISITOR, onlyTheVisitorsPlaceLeft } from './near-the-visitor.ts';
import { paymentAndPlace } from './payment-words.ts';
import { priceAndPlace, type PriceAndPlace } from './price-words.ts';
import { roomAndPlace } from './room-words.ts';

/** The filters a search box's text can carry with its place. */
export interface TypedFilters {
  types: CareType[];
  radius: number | null;
  payment: PaymentSource[];
  amenities: Amenity[];
  rooms: RoomType[];
  minPrice: number | null;
  maxPrice: number | null;
}

/** The place as typed, without the words read as filters, and the filters with those words. */
export interface Typed extends TypedFilters {
  location: string;
}

/**
 * A location as typed, with the care typed before its place moved to the care types, a distance
 * typed with it to the distance, a way of paying to the payment filter and a price to the price
 * range: "assisted living in Seattle" is Seattle, and assisted living (docs/decisions/079);
 * "within 10 miles of Seattle" Seattle, 10 miles (082); "assisted living that takes Medicaid in
 * Florida" Florida, assisted living, Medicaid (104); "memory care under $4,000 in Austin" Austin,
 * memory care, up to $4,000 (105); "pet friendly assisted living in Denver" Denver, assisted
 * living, pet friendly (112).
 */
export function locationTyped(location: string, filters: TypedFiltersChosen): Typed {
  return withWordsTyped(wordsTyped(location), filters);
}

/** What the words of a location typed ask for, apart from the place (locationTyped). */
export interface WordsTyped {
  place: string;
  types: CareType[];
  payment: PaymentSource[];
  amenities: Amenity[];
  rooms: RoomType[];
  price: Omit<PriceAndPlace, 'location'> | null;
  miles: number | null;
}

/** The filters chosen before the words are read (lists as the page holds them). */
export type TypedFiltersChosen = Omit<TypedFilters, 'types' | 'amenities' | 'rooms'> & {
  types: readonly CareType[];
  amenities: readonly Amenity[];
  rooms: readonly RoomType[];
};

/** The words of a location typed that ask for filters, and the place left. */
export function wordsTyped(location: string): WordsTyped {
  const read = filtersTyped(location);
  const distance = distanceAndPlace(read.place);
  const place = distance ? distance.location : read.place;
  return {
    // "Medicaid near me" is Medicaid where the visitor is: "near me", not the place "me".
    place:
      place !== location && onlyTheVisitorsPlaceLeft(location, place) ? NEAR_THE_VISITOR : place,
    types: read.types,
    payment: read.payment,
    amenities: read.amenities,
    rooms: read.rooms,
    price: read.price,
    miles: distance ? distance.miles : null,
  };
}

/** Whether any words were read as filters: the place is not the whole text. */
export const readAnyWords = (words: WordsTyped, location: string): boolean =>
  words.place !== location;

/** The filters chosen before, with those the words ask for added to them. */
export function withWordsTyped(words: WordsTyped, filters: TypedFiltersChosen): Typed {
  return {
    location: words.place,
    types: [...new Set([...filters.types, ...words.types])],
    radius: words.miles ?? filters.radius,
    payment: [...new Set([...filters.payment, ...words.payment])],
    amenities: [...new Set([...filters.amenities, ...words.amenities])],
    rooms: [...new Set([...filters.rooms, ...words.rooms])],
    ...priceRange(filters, words.price),
  };
}

/** The price typed, keeping a lowest price chosen before that is still below it. */
function priceRange(
  filters: Pick<TypedFilters, 'minPrice' | 'maxPrice'>,
  price: Omit<PriceAndPlace, 'location'> | null,
): Pick<TypedFilters, 'minPrice' | 'maxPrice'> {
  if (!price) return { minPrice: filters.minPrice, maxPrice: filters.maxPrice };
  const kept = filters.minPrice !== null && filters.minPrice <= price.max ? filters.minPrice : null;
  return { minPrice: price.min ?? kept, maxPrice: price.max };
}

/** The care typed with a place, the ways of paying, amenities and price around it, and the place. */
function filtersTyped(location: string) {
  const before = payingWords(location);
  const asked = careAndPlace(before.place);
  if (!asked) return { ...before, types: [] };
  // "assisted living that takes Medicaid in Florida": the words after the care.
  const after = payingWords(asked.location);
  return {
    place: after.place,
    types: asked.types,
    payment: [...before.payment, ...after.payment],
    amenities: [...before.amenities, ...after.amenities],
    rooms: [...before.rooms, ...after.rooms],
    price: before.price ?? after.price,
  };
}

type PayingWords = {
  place: string;
  payment: PaymentSource[];
  amenities: Amenity[];
  rooms: RoomType[];
  price: PriceAndPlace | null;
};

/** Ways of paying, amenities and a price typed at the start or the end of the text, in turn. */
function payingWords(text: string) {
  const found: PayingWords = { place: text, payment: [], amenities: [], rooms: [], price: null };
  for (let read = readOne(found); read; read = readOne(found));
  return found;
}

/** Reads one way of paying, an amenity or the price off the place; whether it read any. */
function readOne(found: PayingWords): boolean {
  const paid = paymentAndPlace(found.place);
  if (paid) {
    found.payment.push(...paid.payment);
    found.place = paid.location;
    return true;
  }
  const needed = amenityAndPlace(found.place);
  if (needed) {
    found.amenities.push(...needed.values);
    found.place = needed.location;
    return true;
  }
  const room = roomAndPlace(found.place);
  if (room) {
    found.rooms.push(...room.values);
    found.place = room.location;
    return true;
  }
  const priced = found.price ? null : priceAndPlace(found.place);
  if (!priced) return false;
  found.price = priced;
  found.place = priced.location;
  return true;
}
