import { sql, type SQL } from 'drizzle-orm';
import type { ListingSearchQuery } from '#shared/listing-schemas.ts';
import { planSearch, searchFilters } from './search-request.ts';
import { shapeAndValues } from './search-shape.ts';
import { where, type SearchShape } from './search-where-sql.ts';

// Saved-search alerts use browse's own filters (docs/decisions/045): the shape and values a
// browse search would use are stored with the saved search, and the alert statement reads the
// values from those columns instead of from placeholders.

/** The SQL shape and values of a browse query, as a saved search keeps them. */
export function savedSearchFilters(query: ListingSearchQuery) {
  const { shape, values } = shapeAndValues(searchFilters(query, planSearch(query), false));
  // The order chosen changes which rows come first, never which rows match.
  return { shape: { ...shape, sort: 'best' } satisfies SearchShape, values };
}

const LISTS = new Set(['careTypes', 'amenities', 'payment']);
const NUMBERS = new Set([
  'minPrice',
  'maxPrice',
  'lat',
  'lng',
  'latMin',
  'latMax',
  'lngMin',
  'lngMax',
  'radius',
  'zip',
]);

/** A value of the saved search `s` (its `filter_values`), typed as the placeholder would be. */
function savedValue(name: string): SQL {
  if (LISTS.has(name)) {
    return sql`array(select jsonb_array_elements_text(s.filter_values -> ${name}))`;
  }
  if (NUMBERS.has(name)) return sql`(s.filter_values ->> ${name})::float8`;
  return sql`(s.filter_values ->> ${name})`;
}

/** Which public listings match the saved search `s` of this shape: browse's WHERE clause. */
export const savedSearchCondition = (shape: SearchShape): SQL =>
  where({ ...shape, includeSamples: false }, sql`true`, savedValue);
