import { and, asc, eq, fillPlaceholders, max, min, not, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listings, profiles, subscriptions } from '../../db/schema/index.ts';
import {
  listingResponseTimeSubquery,
  toResponseTime,
} from '../tour-requests/tour-requests.service.ts';
import type { toListingView } from './listing-view.ts';
import {
  publicRecordJson,
  toPublicRecordView,
  type PublicRecordRow,
} from '../public-records/public-records.service.ts';
import { queryRows, viewSelection, type Statement } from './view-sql.ts';

/** A row as viewSelection reads it: what toListingView makes a view of. */
type ViewRow = Parameters<typeof toListingView>[0];

/**
 * Premium placement is kept on the row by triggers; a subscription that simply runs out changes no
 * row, so a timer clears lapsed ones (search-maintenance.ts). Only featured rows of providers
 * whose subscription has ended are looked at (listings_featured_provider_idx).
 */
export async function clearLapsedFeatured(db: Db): Promise<void> {
  await db.execute(sql`update ${listings} set featured = false
    where ${listings.featured} and ${listings.providerId} in (
      select ${subscriptions.providerId} from ${subscriptions} where ${subscriptions.endDate} <= now())
      and not provider_is_featured(${listings.providerId})`);
}

const qb = new QueryBuilder();
const byIds = qb
  .select(viewSelection(null))
  .from(listings)
  .leftJoin(profiles, eq(profiles.id, listings.providerId))
  .where(sql`${listings.id} = any(${sql.placeholder('ids')}::uuid[])`)
  .toSQL();

/** The statement of findListingRows (exported for the plan tests); a key lookup, so prepared. */
export const listingRowsStatement = (storedIds: string[]): Statement => ({
  sql: byIds.sql,
  params: fillPlaceholders(byIds.params, { ids: storedIds }),
  prepared: true,
});

/** Rows for these stored ids (any order; the caller orders them). */
export async function findListingRows(db: Db, storedIds: string[]): Promise<ViewRow[]> {
  if (storedIds.length === 0) return [];
  return queryRows<ViewRow>(db, listingRowsStatement(storedIds));
}

const responseTime = listingResponseTimeSubquery(qb, listings.id);
const detailById = qb
  .select({
    ...viewSelection(null),
    responseAnswered: sql<number>`${responseTime.answered}`.as('responseAnswered'),
    responseMinutes: sql<number | null>`${responseTime.minutes}`.as('responseMinutes'),
    publicRecord: publicRecordJson(listings.id).as('publicRecord'),
  })
  .from(listings)
  .leftJoin(profiles, eq(profiles.id, listings.providerId))
  .leftJoinLateral(responseTime, sql`true`)
  .where(eq(listings.id, sql.placeholder('id')))
  .toSQL();

/** The statement of findListingRow (exported for the plan tests); a key lookup, so prepared. */
export const listingDetailStatement = (storedId: string): Statement => ({
  sql: detailById.sql,
  params: fillPlaceholders(detailById.params, { id: storedId }),
  prepared: true,
});

type DetailRow = ViewRow & {
  responseAnswered: number;
  responseMinutes: number | null;
  publicRecord: PublicRecordRow | null;
};

/**
 * One public listing and its provider's response time, in one statement: the detail is the
 * hottest read after search, and a second round trip for the response time cost it half its rate.
 */
export async function findListingRow(db: Db, storedId: string) {
  const [row] = await queryRows<DetailRow>(db, listingDetailStatement(storedId));
  // A draft (an imported sample copy not yet saved) is its provider's alone (decision 010).
  if (!row || row.draft) return undefined;
  const responseTime = toResponseTime({
    answered: row.responseAnswered,
    minutes: row.responseMinutes,
  });
  const publicRecord = row.publicRecord ? toPublicRecordView(row.publicRecord) : null;
  return { ...row, responseTime, publicRecord };
}

/**
 * The published copy that replaced a built-in sample ("1"–"6"), or undefined. Should two providers
 * have published one, the first copy made answers, so the sample's address always leads to one page.
 */
export async function findPublishedCopyId(
  db: Db,
  samplePublicId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.importedSampleId, samplePublicId), not(listings.draft)))
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(1);
  return row?.id;
}

export async function priceExtremes(db: Db): Promise<{ min: number | null; max: number | null }> {
  const [row] = await db
    .select({ min: min(listings.pricingStartingAt), max: max(listings.pricingStartingAt) })
    .from(listings);
  return { min: row?.min ?? null, max: row?.max ?? null };
}
