import { asc, fillPlaceholders, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ListingPointsResult } from '#shared/map-schemas.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { shapeAndValues, type ListingFilters } from './search-shape.ts';
import { isBounded, p, where, type SearchShape } from './search-where-sql.ts';
import { queryRows, type Statement } from './view-sql.ts';

// The map's markers (docs/decisions/046): every match of a search's filters that has a place,
// five columns each, up to a cap. Built once per search shape, as the search's statements are.

function build(shape: SearchShape) {
  const qb = new QueryBuilder();
  return (
    qb
      .select({
        id: sql<string>`${listings.id}`.as('id'),
        lat: sql<number>`${listings.lat}`.as('lat'),
        lng: sql<number>`${listings.lng}`.as('lng'),
        title: sql<string>`${listings.title}`.as('title'),
        price: sql<number>`${listings.pricingStartingAt}::float8`.as('price'),
      })
      .from(listings)
      .where(sql`${where(shape, sql`${listings.lat} is not null and ${listings.lng} is not null`)}`)
      // The browse order (listings_browse_order_idx): a capped area keeps the rows the list shows
      // first, and an area wider than the cap is read off that index and stops at the cap.
      .orderBy(
        sql`${listings.isSample} desc nulls last`,
        sql`${listings.featured} desc nulls last`,
        sql`${listings.createdAt} desc nulls last`,
        asc(listings.id),
      )
      .limit(p('limit'))
      .toSQL()
  );
}

const built = new Map<string, ReturnType<typeof build>>();

/** The points statement for these filters, reading at most `limit` rows; exported for EXPLAIN. */
export function pointsStatement(filters: ListingFilters, limit: number): Statement {
  const { shape, values } = shapeAndValues(filters);
  const key = JSON.stringify(shape);
  let statement = built.get(key);
  if (!statement) {
    statement = build(shape);
    built.set(key, statement);
  }
  return {
    sql: statement.sql,
    params: fillPlaceholders(statement.params, { ...values, limit }),
    prepared: isBounded(shape),
  };
}

/** The points in the answer's shape, but each with its stored id. */
export async function findListingPoints(
  db: Db,
  filters: ListingFilters,
  limit: number,
): Promise<ListingPointsResult['points']> {
  return queryRows(db, pointsStatement(filters, limit));
}
