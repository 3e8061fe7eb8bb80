import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { listings } from '../../db/schema/index.ts';
import type { Tx } from '../../jobs/jobs.repo.ts';
import { savedSearchCondition, savedSearchValues } from '../listings/listings.service.ts';
import type { SearchShape } from '../listings/search-where-sql.ts';

type Conn = Db | Tx;
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export async function dueShapes(db: Conn, frequency: string): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct shape from saved_searches where frequency = ${frequency}`,
  );
  return rowsOf<{ shape: string }>(result).map((r) => r.shape);
}

/**
 * Records the new matches of every saved search of one shape and frequency, in one statement:
 * listings published after the search's last run (up to `now`) that browse's filters match,
 * except those this search has named before (the primary key). Answers what it recorded.
 */
export async function recordNewMatches(
  db: Conn,
  frequency: string,
  shape: string,
  now: Date,
): Promise<{ savedSearchId: string; listingId: string }[]> {
  const condition = savedSearchCondition(JSON.parse(shape) as SearchShape);
  const at = now.toISOString();
  // The day's new listings are few: read them once (as "listings", so browse's conditions name
  // them), then try each against the searches, not each search's area against the whole table.
  const result = await db.execute(sql`
    with listings as materialized (
      select * from listings
      where published_at > (select min(alerts_since) from saved_searches
          where frequency = ${frequency} and shape = ${shape})
        and published_at <= ${at}::timestamptz
    ), s as materialized (
      select id, alerts_since, ${savedSearchValues()} from saved_searches
      where frequency = ${frequency} and shape = ${shape}
    )
    insert into saved_search_matches (saved_search_id, listing_id, matched_at)
    select s.id, listings.id, ${at}::timestamptz
    from s join listings on listings.published_at > s.alerts_since
    where ${condition}
    on conflict do nothing
    returning saved_search_id as "savedSearchId", listing_id as "listingId"`);
  return rowsOf<{ savedSearchId: string; listingId: string }>(result);
}

export async function moveAlertsOn(db: Conn, frequency: string, now: Date): Promise<void> {
  await db.execute(
    sql`update saved_searches set alerts_since = ${now.toISOString()}::timestamptz
      where frequency = ${frequency} and alerts_since < ${now.toISOString()}::timestamptz`,
  );
}

export interface AlertTarget {
  id: string;
  name: string;
  query: string;
  email: string;
}

/** Who each saved search mails, and its name and query. */
export async function alertTargets(db: Conn, ids: string[]): Promise<AlertTarget[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select s.id, s.name, s.query, u.email from saved_searches s join "user" u on u.id = s.user_id
    where s.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return rowsOf<AlertTarget>(result);
}

export async function listingsById(db: Conn, ids: string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`select id, title, city, state from listings
    where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return rowsOf<Pick<typeof listings.$inferSelect, 'id' | 'title' | 'city' | 'state'>>(result);
}
