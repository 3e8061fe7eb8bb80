import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, profiles } from '../../db/schema/index.ts';
import type { ListingViewExtras, ListingViewSource } from './listing-view.ts';

/**
 * The columns a listing view is made of, each named as its ListingRow key. Hot reads (search,
 * detail) send SQL text built once and read the driver's rows as they come: no query building
 * and no ORM row mapping per request, only toListingView (docs/decisions/011).
 */
const viewColumnNames = Object.entries(getTableColumns(listings)).filter(
  // publishedAt is the saved-search alerts' own (decision 045), not part of the view.
  ([key]) => !key.startsWith('google') && key !== 'publishedAt',
);

export function viewSelection(distance: SQL | null) {
  return {
    ...Object.fromEntries(viewColumnNames.map(([key, column]) => [key, sql`${column}`.as(key)])),
    providerName: sql`${profiles.company}`.as('providerName'),
    providerLogo: sql`${profiles.profileImage}`.as('providerLogo'),
    distance: (distance ?? sql`null::float8`).as('distance'),
  };
}

/** A row as the driver returns it for viewSelection (numeric columns may come as strings). */
export type ViewRow = ListingViewSource['listing'] & ListingViewExtras;

export const toViewSource = (row: ViewRow): ListingViewSource => ({
  listing: row,
  providerName: row.providerName,
  providerLogo: row.providerLogo,
  rating: row.rating,
  reviewCount: row.reviewCount,
  featured: row.featured,
  distance: row.distance,
});

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Runs SQL text through the database's own client (pg pool or PGlite) and returns its rows. */
export async function queryRows<R>(db: Db, statement: Statement): Promise<R[]> {
  const client = (
    db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).$client;
  const result = await client.query(statement.sql, statement.params);
  return result.rows as R[];
}
