import { asc, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { listings, profiles } from '../../db/schema/index.ts';
import { chosenOrder } from './search-choices-sql.ts';
import { distance, isBounded, p, where, type SearchShape } from './search-where-sql.ts';
import type { Statement } from './view-sql.ts';
import { viewJsonSelection } from './view-json-sql.ts';

// The order and the page of a search's rows, and the statements that read them: built once per
// shape (search-where-sql.ts says which rows match).

function exactPlaceFirst(shape: SearchShape): SQL[] {
  if (shape.text === 'none') return [];
  return [
    sql`(lower(${listings.city}) = ${p('place')} or lower(${listings.state}) = ${p('place')}
      or ${listings.zipCode} = ${p('place')}) desc`,
  ];
}

/**
 * The order within each stream (docs/decisions/030): listings in the very place typed, then
 * nearest, then newest, then id, so pages never overlap. Paid placement is not a key: featured
 * listings are a stream of their own, given a few slots per page (featured-slots.ts). Without
 * text or origin each stream fixes both leading keys of listings_browse_order_idx (is_sample,
 * featured), so its page is read straight off one contiguous part of that index, unsorted.
 */
function streamOrder(shape: SearchShape): SQL[] {
  const miles = distance(shape);
  if (shape.sort !== 'best') return chosenOrder(shape.sort, miles);
  return [
    ...exactPlaceFirst(shape),
    ...(miles ? [sql`${miles} asc nulls last`] : []),
    sql`${listings.createdAt} desc nulls last`,
    asc(listings.id),
  ];
}

/**
 * The capped count of every match walks the whole browse order, samples and featured included,
 * so an unfiltered or care type/price count is an index-only walk of listings_browse_order_idx.
 */
function countOrder(shape: SearchShape): SQL[] {
  // A box is read whole from listings_geo_idx whatever the order: sorting it only to count it
  // would cost a sort of every match (docs/decisions/051).
  if (isBounded(shape)) return [];
  const miles = distance(shape);
  return [
    sql`${listings.isSample} desc nulls last`,
    ...exactPlaceFirst(shape),
    sql`${listings.featured} desc nulls last`,
    ...(miles ? [sql`${miles} asc nulls last`] : []),
    sql`${listings.createdAt} desc nulls last`,
    asc(listings.id),
  ];
}

/** Which rows each stream holds; the samples are never paid placement, whatever their flag. */
const STREAMS = {
  samples: sql`${listings.isSample}`,
  featured: sql`${listings.featured} and not ${listings.isSample}`,
  organic: sql`not ${listings.featured} and not ${listings.isSample}`,
  /**
   * A chosen sort orders every listing shown together, samples included: neither the samples nor
   * paid placement go ahead of the order the family asked for (docs/decisions/038).
   */
  sorted: sql`true`,
  all: sql`true`,
} as const;

/** One stream's rows, chosen from listings alone, at its own offset (`<prefix>Offset`). */
function streamPage(shape: SearchShape, stream: SQL, prefix: string): SQL {
  const order = sql.join(streamOrder(shape), sql`, `);
  const page = sql`order by ${order} limit ${p(`${prefix}Limit`)} offset ${p(`${prefix}Offset`)}`;
  if (!isBounded(shape)) {
    return sql`(select * from ${listings} where ${where(shape, stream)} ${page})`;
  }
  // Around a point or in a map area the page's ids are chosen from listings_geo_idx alone (an
  // index-only scan: every column a place search filters or orders by is in it), and only the
  // page's rows are read from the table; the box's other rows are never fetched (decision 047).
  // The walk of the box that chooses them also counts the stream (stream_total), so a search
  // in a box needs no second walk to count its matches (docs/decisions/051).
  return sql`(select ${listings}.*, chosen.stream_total from ${listings} join (
    select ${listings.id} as id, count(*) over () as stream_total
    from ${listings} where ${where(shape, stream)} ${page}) as chosen
    on ${listings.id} = chosen.id)`;
}

/**
 * The page's rows: the samples, or the featured and the organic stream together in one statement
 * (featured rows first). Only the chosen rows are joined to their provider; the subquery keeps
 * the table's name so the column references of the order apply to it.
 */
function pageStatement(shape: SearchShape, streams: 'samples' | 'sorted' | 'featured-and-organic') {
  const qb = new QueryBuilder();
  const order = streamOrder(shape);
  const chosen =
    streams === 'featured-and-organic'
      ? sql`${streamPage(shape, STREAMS.featured, 'featured')}
        union all ${streamPage(shape, STREAMS.organic, 'organic')}`
      : streamPage(shape, STREAMS[streams], streams);
  // The featured stream comes first in the best match only; a chosen sort is one stream.
  const leading = streams === 'featured-and-organic' ? [sql`${listings.featured} desc`] : [];
  // A lateral join looks each chosen row's provider up by key: with a union below it the planner
  // would otherwise hash the whole profiles table for a page of 24 rows at most. The outer table
  // is named by hand: a column reference would lose its table name in this one-table subquery.
  // The limit (one profile per id) also keeps the planner from flattening the lookup.
  const provider = sql`(select ${profiles.company}, ${profiles.profileImage} from ${profiles}
    where ${profiles.id} = ${listings}.${sql.identifier(listings.providerId.name)} limit 1)`;
  // A stream in a box says how many rows it has in all (streamPage); other streams count apart.
  const view = viewJsonSelection(distance(shape));
  const fields = isBounded(shape)
    ? { ...view, streamTotal: sql<number>`${listings}.stream_total::int`.as('streamTotal') }
    : view;
  return qb
    .select(fields)
    .from(sql`(${chosen}) as ${listings} left join lateral ${provider} as ${profiles} on true`)
    .orderBy(...leading, ...order)
    .toSQL();
}

const streamCountOrder = (shape: SearchShape) => (isBounded(shape) ? [] : streamOrder(shape));

/** How many rows match, up to the cap: the walk follows an index order and stops there. */
function countStatement(shape: SearchShape, stream: SQL, order: SQL[]) {
  const qb = new QueryBuilder();
  const matching = qb
    .select({ one: sql`1`.as('one') })
    .from(listings)
    .where(where(shape, stream))
    .orderBy(...order)
    .limit(p('cap'))
    .as('matching');
  return qb
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(matching)
    .toSQL();
}

function build(shape: SearchShape) {
  return {
    samples: pageStatement(shape, 'samples'),
    streams: pageStatement(shape, 'featured-and-organic'),
    sorted: pageStatement(shape, 'sorted'),
    featuredCount: countStatement(shape, STREAMS.featured, streamCountOrder(shape)),
    organicCount: countStatement(shape, STREAMS.organic, streamCountOrder(shape)),
    count: countStatement(shape, STREAMS.all, countOrder(shape)),
  };
}

export type SearchStatementName = keyof ReturnType<typeof build>;
const built = new Map<string, ReturnType<typeof build>>();

/** One statement of a search, with these values as its parameters. */
export function searchStatementFor(
  shape: SearchShape,
  name: SearchStatementName,
  values: Record<string, unknown>,
): Statement {
  const key = JSON.stringify(shape);
  let statements = built.get(key);
  if (!statements) {
    statements = build(shape);
    built.set(key, statements);
  }
  const { sql: text, params } = statements[name];
  // A box's generic plan is the box's plan; other shapes' LIMIT and ranges need their values.
  return { sql: text, params: fillPlaceholders(params, values), prepared: isBounded(shape) };
}
