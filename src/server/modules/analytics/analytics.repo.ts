import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { InquiryKind } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  favorites,
  listingInquiries,
  listings,
  listingViews,
  tourRequests,
} from '../../db/schema/index.ts';
import type { DailyVisit } from './visitor-key.ts';

export type EventTable =
  typeof listingViews | typeof listingInquiries | typeof favorites | typeof tourRequests;

/** Counts a view unless this visitor's view of the listing was counted that day already. */
export async function recordView(db: Db, visit: DailyVisit): Promise<void> {
  await db.insert(listingViews).values(visit).onConflictDoNothing();
}

/** Counts a contact choice unless this visitor made the same one for the listing that day. */
export async function recordInquiry(db: Db, visit: DailyVisit, kind: InquiryKind): Promise<void> {
  await db
    .insert(listingInquiries)
    .values({ ...visit, kind })
    .onConflictDoNothing();
}

/** Count of a provider's events in [from, to). */
export async function countEvents(
  db: Db,
  table: EventTable,
  providerId: string,
  from: Date,
  to: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .innerJoin(listings, eq(listings.id, table.listingId))
    .where(
      and(eq(listings.providerId, providerId), gte(table.createdAt, from), lt(table.createdAt, to)),
    );
  return row.n;
}

/** Per-listing counts of one event table since `from`. */
export async function countByListing(db: Db, table: EventTable, providerId: string, from: Date) {
  return db
    .select({ listingId: listings.id, n: count() })
    .from(table)
    .innerJoin(listings, eq(listings.id, table.listingId))
    .where(and(eq(listings.providerId, providerId), gte(table.createdAt, from)))
    .groupBy(listings.id);
}

/** Per-day counts (UTC) of one event table since `from`. */
export async function countByDay(db: Db, table: EventTable, providerId: string, from: Date) {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, n: count() })
    .from(table)
    .innerJoin(listings, eq(listings.id, table.listingId))
    .where(and(eq(listings.providerId, providerId), gte(table.createdAt, from)))
    .groupBy(day);
}

export async function providerListingTitles(db: Db, providerId: string) {
  return db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(eq(listings.providerId, providerId));
}

/** Median minutes from a tour request's arrival to the provider's first answer, since `from`. */
export async function medianMinutesToContact(db: Db, providerId: string, from: Date) {
  const [row] = await db
    .select({
      minutes: sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${tourRequests.contactedAt} - ${tourRequests.createdAt})) / 60)`,
    })
    .from(tourRequests)
    .innerJoin(listings, eq(listings.id, tourRequests.listingId))
    .where(
      and(
        eq(listings.providerId, providerId),
        gte(tourRequests.createdAt, from),
        isNotNull(tourRequests.contactedAt),
      ),
    );
  return row?.minutes == null ? null : Math.round(Number(row.minutes));
}
