import { asc, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { listings, profiles } from '../../db/schema/index.ts';
import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import { viewSelection, type Statement } from './view-sql.ts';
import { publicListingCondition } from './visibility.ts';

/**
 * Which filters a search uses. The SQL text depends only on this (values travel as parameters),
 * so each shape's statements are built once and reused (docs/decisions/011).
 */
export interface SearchShape {
  text: 'none' | 'place' | 'place-and-title';
  careTypes: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  origin: 'none' | 'point' | 'zip-estimate';
  /** Whether the built-in samples take part (visibility.ts decides). */
  includeSamples: boolean;
}

const p = (name: string) => sql.placeholder(name);

function distance(shape: SearchShape): SQL | null {
  if (shape.origin === 'point') {
    return sql`round((2 * ${EARTH_RADIUS_MILES}::float8 * asin(sqrt(
      power(sin(radians(${listings.lat} - ${p('lat')}::float8) / 2), 2) +
      cos(radians(${p('lat')}::float8)) * cos(radians(${listings.lat})) *
      power(sin(radians(${listings.lng} - ${p('lng')}::float8) / 2), 2))))::numeric)::float8`;
  }
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
function textCondition(shape: SearchShape): SQL {
  const place = sql`lower(${listings.city}) like ${p('pattern')}
    or lower(${listings.state}) like ${p('pattern')} or ${listings.zipCode} like ${p('pattern')}`;
  if (shape.text === 'place') return sql`(${place})`;
  return sql`(${place}
    or to_tsvector('simple', ${listings.title}) @@ to_tsquery('simple', ${p('titleWords')}))`;
}

function where(shape: SearchShape): SQL {
  const conditions: SQL[] = [publicListingCondition(shape.includeSamples)];
  if (shape.text !== 'none') conditions.push(textCondition(shape));
  if (shape.careTypes) conditions.push(sql`${listings.careType} = any(${p('careTypes')}::text[])`);
  if (shape.minPrice) conditions.push(sql`${listings.pricingStartingAt} >= ${p('minPrice')}`);
  if (shape.maxPrice) conditions.push(sql`${listings.pricingStartingAt} <= ${p('maxPrice')}`);
  if (shape.origin === 'point') {
    // The box first, so the lat/lng indexes narrow the rows; then the exact distance.
    conditions.push(
      sql`${listings.lat} between ${p('latMin')} and ${p('latMax')}`,
      sql`${listings.lng} between ${p('lngMin')} and ${p('lngMax')}`,
    );
  }
  const miles = distance(shape);
  if (miles) conditions.push(sql`${miles} <= ${p('radius')}`);
  return sql.join(conditions, sql` and `);
}

/**
 * Samples first (docs/product.md §3), then listings in the very place typed, then paid placement, then
 * nearest, then newest (decision 011). Without text or origin this is spelled exactly like
 * listings_browse_order_idx, so a page is read straight off that index.
 */
function orderBy(shape: SearchShape): SQL[] {
  const miles = distance(shape);
  return [
    sql`${listings.isSample} desc nulls last`,
    ...(shape.text !== 'none'
      ? [
          sql`(lower(${listings.city}) = ${p('place')} or lower(${listings.state}) = ${p('place')}
            or ${listings.zipCode} = ${p('place')}) desc`,
        ]
      : []),
    sql`${listings.featured} desc nulls last`,
    ...(miles ? [sql`${miles} asc nulls last`] : []),
    sql`${listings.createdAt} desc nulls last`,
    asc(listings.id),
  ];
}

function build(shape: SearchShape) {
  const qb = new QueryBuilder();
  const order = orderBy(shape);
  // The page is chosen from listings alone and only its rows are joined to their provider;
  // the subquery keeps the table's name so the column references above apply to it.
  const page = qb
    .select()
    .from(listings)
    .where(where(shape))
    .orderBy(...order)
    .limit(p('limit'))
    .offset(p('offset'))
    .as('listings');
  const rows = qb
    .select(viewSelection(distance(shape)))
    .from(page)
    .leftJoin(profiles, eq(profiles.id, listings.providerId))
    .orderBy(...order)
    .toSQL();
  // The capped count walks the same order (an index) and stops at the cap.
  const matching = qb
    .select({ one: sql`1`.as('one') })
    .from(listings)
    .where(where(shape))
    .orderBy(...order)
    .limit(p('cap'))
    .as('matching');
  const count = qb
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(matching)
    .toSQL();
  return { rows, count };
}

const built = new Map<string, ReturnType<typeof build>>();

/** The rows and count statements of a search, with these values as their parameters. */
export function searchStatementsFor(
  shape: SearchShape,
  values: Record<string, unknown>,
): { rows: Statement; count: Statement } {
  const key = JSON.stringify(shape);
  let statements = built.get(key);
  if (!statements) {
    statements = build(shape);
    built.set(key, statements);
  }
  return {
    rows: { sql: statements.rows.sql, params: fillPlaceholders(statements.rows.params, values) },
    count: { sql: statements.count.sql, params: fillPlaceholders(statements.count.params, values) },
  };
}
