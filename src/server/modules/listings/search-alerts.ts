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

const LISTS = ['careTypes', 'amenities', 'payment'];
const NUMBERS = [
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
];
const TEXTS = ['pattern', 'titleWords', 'state1', 'state2'];

/**
 * A saved search's values as typed columns, read once per search (not once per search and
 * listing): the columns of `s` in the alert statement, named as browse's placeholders.
 */
export function savedSearchValues(): SQL {
  const columns = [
    ...LISTS.map(
      (n) =>
        sql`array(select jsonb_array_elements_text(filter_values -> ${n})) as ${sql.identifier(n)}`,
    ),
    ...NUMBERS.map((n) => sql`(filter_values ->> ${n})::float8 as ${sql.identifier(n)}`),
    ...TEXTS.map((n) => sql`(filter_values ->> ${n}) as ${sql.identifier(n)}`),
  ];
  return sql.join(columns, sql`, `);
}

/** Which public listings match the saved search `s` of this shape: browse's WHERE clause. */
export const savedSearchCondition = (shape: SearchShape): SQL =>
  where({ ...shape, includeSamples: false }, sql`true`, (name) => sql`s.${sql.identifier(name)}`);
