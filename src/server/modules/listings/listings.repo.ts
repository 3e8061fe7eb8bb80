import { and, asc, eq, fillPlaceholders, max, min, not, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listings, profiles, subscriptions } from '../../db/schema/index.ts';
import type { ListingViewSource } from './listing-view.ts';
import { queryRows, toViewSource, viewSelection, type ViewRow } from './view-sql.ts';

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

/** Rows for these stored ids (any order; the caller orders them). */
export async function findListingRows(db: Db, storedIds: string[]): Promise<ListingViewSource[]> {
  if (storedIds.length === 0) return [];
  const params = fillPlaceholders(byIds.params, { ids: storedIds });
  const rows = await queryRows<ViewRow>(db, { sql: byIds.sql, params });
  return rows.map(toViewSource);
}

export async function findListingRow(
  db: Db,
  storedId: string,
): Promise<ListingViewSource | undefined> {
  const [row] = await findListingRows(db, [storedId]);
  // A draft (an imported sample copy not yet saved) is its provider's alone (decision 010).
  return row && !row.listing.draft ? row : undefined;
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
