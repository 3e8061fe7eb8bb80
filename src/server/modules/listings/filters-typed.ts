import type { ListingPointsQuery, ListingSearchResult } from '#shared/listing-schemas.ts';
import {
  readAnyWords,
  withWordsTyped,
  wordsTyped,
  type WordsTyped,
} from '#shared/location-typed.ts';
import { remembered } from '../places/remembered.ts';

type ReadAs = NonNullable<ListingSearchResult['readAs']>;

/** What a search read off its text was searched as: the place and every filter. */
export const readAsOf = (query: ListingPointsQuery): ReadAs => ({
  location: query.location ?? '',
  types: query.type,
  payment: query.payment,
  amenities: query.amenity,
  rooms: query.room,
  radius: query.radius ?? null,
  minPrice: query.minPrice ?? null,
  maxPrice: query.maxPrice ?? null,
});

// Read once per text: the same searches come again and again (the words are regular expressions).
const wordsOf = remembered(wordsTyped);

/**
 * Care typed before its place, a distance, a way of paying, an amenity or a price typed around it,
 * read off the location text as the page's search boxes read them (docs/decisions/079, 082, 104,
 * 105, 106, 112):
 * "assisted living that takes Medicaid in Seattle, WA" is Seattle, WA with assisted living and
 * Medicaid for a client that sends the text as typed, as it is on the page. The query with those
 * filters and the text left, and what was read; null when the text carries no such words.
 */
export function filtersTypedRead<Q extends ListingPointsQuery>(
  query: Q,
): { query: Q; readAs: ReadAs } | null {
  if (!query.location) return null;
  const words = wordsOf(query.location);
  if (!readAnyWords(words, query.location)) return null;
  const read = withWordsRead(query, words);
  return { query: read, readAs: readAsOf(read) };
}

/** The query with the text left as its location and the filters the words ask for added. */
function withWordsRead<Q extends ListingPointsQuery>(query: Q, words: WordsTyped): Q {
  const typed = withWordsTyped(words, {
    types: query.type,
    radius: query.radius ?? null,
    payment: query.payment,
    amenities: query.amenity,
    rooms: query.room,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
  });
  return {
    ...query,
    location: typed.location || undefined,
    type: typed.types,
    payment: typed.payment,
    amenity: typed.amenities,
    room: typed.rooms,
    // A distance sent outranks one typed, as it did before the words were read (decision 082).
    radius: query.radius ?? typed.radius ?? undefined,
    minPrice: typed.minPrice ?? undefined,
    maxPrice: typed.maxPrice ?? undefined,
  };
}
