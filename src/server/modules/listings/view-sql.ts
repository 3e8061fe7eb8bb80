import { createHash } from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { listings, profiles } from '../../db/schema/index.ts';

/**
 * The columns a listing view is made of, each named as its ListingRow key. Hot reads (search,
 * detail) send SQL text built once and read the driver's rows as they come: no query building
 * and no ORM row mapping per request, only toListingView (docs/decisions/011).
 */
const viewColumnNames = Object.entries(getTableColumns(listings)).filter(
  // publishedAt is the saved-search alerts' own (decision 045) and unpublishedAt moderation's:
  // neither is part of the view, and every column read is parsed for every row of a search.
  ([key]) => !key.startsWith('google') && key !== 'publishedAt' && key !== 'unpublishedAt',
);

/**
 * Arrays (images, amenities, payment sources) travel as JSON: the driver reads them with
 * JSON.parse, about six times faster than its parser of PostgreSQL's array text, and a search
 * reads three of them for every row (docs/decisions/051).
 */
const viewColumns = viewColumnNames.map(([key, column]) =>
  column.columnType === 'PgArray' ? sql`to_json(${column})`.as(key) : sql`${column}`.as(key),
);

export function viewSelection(distance: SQL | null) {
  return {
    ...Object.fromEntries(viewColumns.map((column) => [column.fieldAlias, column])),
    providerName: sql`${profiles.company}`.as('providerName'),
    providerLogo: sql`${profiles.profileImage}`.as('providerLogo'),
    distance: (distance ?? sql`null::float8`).as('distance'),
  };
}

export interface Statement {
  sql: string;
  params: unknown[];
  /**
   * Sent as a named prepared statement on PostgreSQL: only statements whose generic plan (made
   * without their values) is as good as a planned one, which tests/api/search-generic-plans
   * checks. A LIMIT or a price range without its value can make a generic plan read every row.
   */
  prepared?: boolean;
}

type RawClient = {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{
    rows: unknown[];
  }>;
};

const preparedNames = new Map<string, string>();

/** A stable name per SQL text, for PostgreSQL's prepared statements. */
export function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * Runs SQL text through the database's own client (pg pool or PGlite) and returns its rows. On
 * PostgreSQL a `prepared` statement is named: each connection parses it once, and after a few runs
 * PostgreSQL may keep a generic plan instead of planning every search again, which was half of a
 * typed-place search's time in the database (docs/decisions/051).
 */
export async function queryRows<R>(db: Db, statement: Statement): Promise<R[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const result =
    statement.prepared && client instanceof pg.Pool
      ? await client.query({
          name: preparedName(statement.sql),
          text: statement.sql,
          values: statement.params,
        })
      : await client.query(statement.sql, statement.params);
  return result.rows as R[];
}
