import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, publicRecords } from '../../db/schema/index.ts';
import type { PublicRecordSource } from '#shared/public-record-schemas.ts';
import type { ParsedRecord } from './record-layouts.ts';
import { newUnclaimedListing, unclaimedListingColumns } from './record-listing.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

export type StoredRecord = {
  id: string;
  sourceId: string;
  listingId: string | null;
  contentHash: string;
  closed: boolean;
};

export function storedRecords(db: Writer, source: PublicRecordSource, ids: string[]) {
  return db
    .select({
      id: publicRecords.id,
      sourceId: publicRecords.sourceId,
      listingId: publicRecords.listingId,
      contentHash: publicRecords.contentHash,
      closed: publicRecords.closed,
    })
    .from(publicRecords)
    .where(and(eq(publicRecords.source, source), inArray(publicRecords.sourceId, ids)));
}

/** Listings a community runs itself in these ZIPs: what a new record may be attached to. */
export function ownedListingsIn(db: Writer, zips: string[]) {
  return db
    .select({
      id: listings.id,
      name: listings.title,
      address: listings.address,
      zipCode: listings.zipCode,
    })
    .from(listings)
    .where(and(inArray(listings.zipCode, zips), not(listings.isSample), not(listings.unclaimed)));
}

export async function insertUnclaimedListings(db: Writer, records: ParsedRecord[]) {
  const rows = records.map(newUnclaimedListing);
  if (rows.length) await db.insert(listings).values(rows);
  return rows.map((r) => r.id!);
}

/** The record columns as stored, for an insert or an update. */
const recordColumns = (r: ParsedRecord, contentHash: string) => {
  const { source: _s, sourceId: _i, ...fields } = r;
  return { ...fields, contentHash, updatedAt: new Date() };
};

export async function upsertRecords(
  db: Writer,
  rows: { record: ParsedRecord; hash: string; listingId: string | null }[],
) {
  if (rows.length === 0) return;
  const values = rows.map(({ record, hash, listingId }) => ({
    source: record.source,
    sourceId: record.sourceId,
    listingId,
    ...recordColumns(record, hash),
  }));
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  const updatable = Object.entries(publicRecords)
    .filter(([key]) => key in values[0] && !['source', 'sourceId', 'listingId'].includes(key))
    .map(([key, column]) => [key, excluded((column as { name: string }).name)]);
  await db
    .insert(publicRecords)
    .values(values)
    .onConflictDoUpdate({
      target: [publicRecords.source, publicRecords.sourceId],
      set: Object.fromEntries(updatable),
    });
}

/** Brings unclaimed listings in line with their changed records; a claimed one is its owner's. */
export async function refreshUnclaimedListings(
  db: Writer,
  rows: { listingId: string; record: ParsedRecord }[],
) {
  if (rows.length === 0) return;
  const payload = rows.map(({ listingId, record }) => ({
    id: listingId,
    ...unclaimedListingColumns(record),
  }));
  await db.execute(sql`update ${listings} l set
      title = v.title, description = v.description, care_type = v."careType",
      address = v.address, city = v.city, state = v.state, zip_code = v."zipCode",
      lat = v.lat, lng = v.lng, contact_phone_number = v."contactPhoneNumber",
      capacity = v.capacity, draft = v.draft, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(
      id uuid, title text, description text, "careType" text, address text, city text,
      state text, "zipCode" text, lat float8, lng float8, "contactPhoneNumber" text,
      capacity int, draft boolean)
    where l.id = v.id and l.unclaimed`);
}

/**
 * Records of this source the file no longer lists are closed, and their unclaimed listings
 * leave search (docs/decisions/042). Returns how many were closed.
 */
export async function closeRecordsNotIn(
  db: Writer,
  source: PublicRecordSource,
  seen: string[],
): Promise<number> {
  const closed = await db
    .update(publicRecords)
    .set({ closed: true, status: 'Not in the latest file', updatedAt: new Date() })
    .where(
      and(
        eq(publicRecords.source, source),
        not(publicRecords.closed),
        sql`${publicRecords.sourceId} not in (select jsonb_array_elements_text(${JSON.stringify(seen)}::jsonb))`,
      ),
    )
    .returning({ listingId: publicRecords.listingId });
  const listingIds = closed.flatMap((r) => (r.listingId ? [r.listingId] : []));
  if (listingIds.length)
    await db
      .update(listings)
      .set({ draft: true, updatedAt: new Date() })
      .where(and(inArray(listings.id, listingIds), eq(listings.unclaimed, true)));
  return closed.length;
}
