import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/index.ts';
import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import { insideBox } from './geo-sql.ts';
import { choiceConditions, type ChoiceShape } from './search-choices-sql.ts';
import { publicListingCondition } from './visibility.ts';

// Which rows a search matches: its shape, the distance it measures and its WHERE clause. How
// they are ordered and paged, and the statements built of both, are search-sql.ts's.

/**
 * Which filters a search uses. The SQL text depends only on this (values travel as parameters),
 * so each shape's statements are built once and reused (docs/decisions/011).
 */
export interface SearchShape extends ChoiceShape {
  text: 'none' | 'place' | 'place-and-title';
  careTypes: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  origin: 'none' | 'point' | 'zip-estimate';
  /** A map area (docs/decisions/046): served by the lat and lng indexes, like the distance box. */
  bbox: boolean;
  /** Whether the built-in samples take part (visibility.ts decides). */
  includeSamples: boolean;
}

/** Around a point or in a map area: the matches are a box of listings_geo_idx. */
export const isBounded = (shape: SearchShape) => shape.origin === 'point' || shape.bbox;

/** A named parameter: the statements are built once, their values filled in each time. */
export const p = (name: string) => sql.placeholder(name);
const placeholder = p;
/**
 * Where a condition reads a search's values: placeholders (one search), or the columns of a
 * saved search joined to the listings (every saved search of a shape at once, decision 045).
 */
export type SearchParam = (name: string) => SQL | ReturnType<typeof sql.placeholder>;

/** Miles from the centre along the great circle (haversine), unrounded. */
function exactMiles(p: SearchParam): SQL {
  return sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(sqrt(
      power(sin(radians(${listings.lat} - ${p('lat')}::float8) / 2), 2) +
      cos(radians(${p('lat')}::float8)) * cos(radians(${listings.lat})) *
      power(sin(radians(${listings.lng} - ${p('lng')}::float8) / 2), 2))))`;
}

/**
 * Whole miles from the search's centre, or null when it has none. Rounded as a float: the same
 * whole miles as rounding a numeric, at a fraction of the cost, and a search rounds it for every
 * row of its box (docs/decisions/051).
 */
export function distance(shape: SearchShape, p: SearchParam = placeholder): SQL | null {
  if (shape.origin === 'point') return sql`round(${exactMiles(p)})`;
  if (shape.origin === 'zip-estimate') {
    return sql`case when ${listings.zipCode} ~ '^[0-9]{5}'
      then round(abs(substring(${listings.zipCode} from 1 for 5)::int - ${p('zip')}::int) / 100.0)::float8
      end`;
  }
  return null;
}

/**
 * City, state and ZIP match as case-insensitive substrings (trigram indexes); the title matches
 * when each typed word starts a word of it (listings_title_search_idx spells the same vector).
 */
function textCondition(shape: SearchShape, p: SearchParam): SQL {
  const place = sql`lower(${listings.city}) like ${p('pattern')}
    or lower(${listings.state}) like ${p('pattern')} or ${listings.zipCode} like ${p('pattern')}`;
  if (shape.text === 'place') return sql`(${place})`;
  return sql`(${place}
    or to_tsvector('simple', ${listings.title}) @@ to_tsquery('simple', ${p('titleWords')}))`;
}

/** The rows of one stream (search-sql.ts) that match the search. */
export function where(shape: SearchShape, stream: SQL, p: SearchParam = placeholder): SQL {
  const conditions: SQL[] = [publicListingCondition(shape.includeSamples), stream];
  if (shape.text !== 'none') conditions.push(textCondition(shape, p));
  if (shape.careTypes) conditions.push(sql`${listings.careType} = any(${p('careTypes')}::text[])`);
  conditions.push(...choiceConditions(shape, p));
  if (shape.minPrice) conditions.push(sql`${listings.pricingStartingAt} >= ${p('minPrice')}`);
  if (shape.maxPrice) conditions.push(sql`${listings.pricingStartingAt} <= ${p('maxPrice')}`);
  if (shape.origin === 'point') {
    // The box first, so the geo index narrows the rows; then the exact distance.
    conditions.push(
      insideBox({
        latMin: p('latMin'),
        latMax: p('latMax'),
        lngMin: p('lngMin'),
        lngMax: p('lngMax'),
      }),
    );
  }
  if (shape.bbox) {
    // A map area (docs/decisions/046): the same geo index as the distance box.
    conditions.push(
      insideBox({
        latMin: p('bboxSouth'),
        latMax: p('bboxNorth'),
        lngMin: p('bboxWest'),
        lngMax: p('bboxEast'),
      }),
    );
  }
  if (shape.origin === 'point') {
    // Whole miles within the radius, without rounding each row: round(x) <= r when x < r + 0.5.
    conditions.push(sql`${exactMiles(p)} < ${p('radius')}::float8 + 0.5`);
  }
  if (shape.origin === 'zip-estimate')
    conditions.push(sql`${distance(shape, p)} <= ${p('radius')}`);
  return sql.join(conditions, sql` and `);
}
