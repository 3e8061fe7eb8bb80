import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TourRequestData, TourStatus } from '#shared/tour-request-schemas.ts';
import type { Db } from '../../db/client.ts';
import { listings, tourRequests, user } from '../../db/schema/index.ts';
import { emailKeyOf } from '../../db/schema/tour-requests.ts';
import { publicListingCondition } from '../listings/visibility.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = {
  id: tourRequests.id,
  listingId: tourRequests.listingId,
  listingTitle: listings.title,
  providerId: listings.providerId,
  userId: tourRequests.userId,
  name: tourRequests.name,
  email: tourRequests.email,
  phone: tourRequests.phone,
  preferredDate: tourRequests.preferredDate,
  timeOfDay: tourRequests.timeOfDay,
  visitors: tourRequests.visitors,
  message: tourRequests.message,
  contactPreference: tourRequests.contactPreference,
  status: tourRequests.status,
  createdAt: tourRequests.createdAt,
};

const selectRows = (db: Db | Tx) =>
  db
    .select(columns)
    .from(tourRequests)
    .innerJoin(listings, eq(listings.id, tourRequests.listingId));

export async function findTourRequest(db: Db | Tx, id: string) {
  const [row] = await selectRows(db).where(eq(tourRequests.id, id));
  return row;
}

/**
 * The listing's title and provider, and the provider's account email (where requests go); only a
 * listing families can see takes requests, so a draft answers like one that does not exist.
 */
export async function listingWithProvider(db: Db, listingId: string) {
  const [row] = await db
    .select({ title: listings.title, providerId: listings.providerId, providerEmail: user.email })
    .from(listings)
    .leftJoin(user, eq(user.id, listings.providerId))
    .where(and(eq(listings.id, listingId), publicListingCondition(true)));
  return row;
}

/** The inbox an address reaches, computed by the same SQL as the stored email_key. */
const emailKeyParam = (email: string) => emailKeyOf(sql`${email}::text`);

/**
 * Serialises requests from one inbox, from one client address and to one listing (always in
 * this order, so two transactions never wait on each other crosswise) until the transaction ends.
 */
export async function lockSenders(tx: Tx, email: string, clientKey: string, listingId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('tour-email:' || ${emailKeyParam(email)}))`,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tour-client:${clientKey}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tour-listing:${listingId}`}))`);
}

/** Requests since then from one inbox, from one client address, or signed out to one listing. */
export async function countRecent(
  tx: Tx,
  since: Date,
  by: { email: string } | { clientKey: string } | { visitorsTo: string },
) {
  const who =
    'email' in by
      ? eq(tourRequests.emailKey, emailKeyParam(by.email))
      : 'clientKey' in by
        ? eq(tourRequests.clientKey, by.clientKey)
        : and(eq(tourRequests.listingId, by.visitorsTo), isNull(tourRequests.userId));
  const [row] = await tx
    .select({ n: count() })
    .from(tourRequests)
    .where(and(who, gt(tourRequests.createdAt, since)));
  return row.n;
}

/** A live request since then that says exactly the same: same listing, inbox, time and message. */
export async function findSameRequest(
  tx: Tx,
  since: Date,
  listingId: string,
  data: Pick<TourRequestData, 'email' | 'preferredDate' | 'timeOfDay' | 'message'>,
) {
  const [row] = await tx
    .select({ id: tourRequests.id })
    .from(tourRequests)
    .where(
      and(
        eq(tourRequests.listingId, listingId),
        eq(tourRequests.emailKey, emailKeyParam(data.email)),
        eq(tourRequests.preferredDate, data.preferredDate),
        eq(tourRequests.timeOfDay, data.timeOfDay),
        sql`${tourRequests.message} is not distinct from ${data.message}::text`,
        ne(tourRequests.status, 'withdrawn'),
        gt(tourRequests.createdAt, since),
      ),
    )
    .orderBy(desc(tourRequests.createdAt))
    .limit(1);
  return row?.id;
}

export async function insertTourRequest(
  tx: Tx,
  values: Omit<TourRequestData, 'website'> & {
    listingId: string;
    userId: string | null;
    clientKey: string;
    accessTokenHash: string | null;
  },
) {
  const [row] = await tx.insert(tourRequests).values(values).returning({ id: tourRequests.id });
  return row.id;
}

/** The family's requests, newest first: all of them, or those for one listing. */
export function listForFamily(db: Db, userId: string, listingId?: string) {
  return selectRows(db)
    .where(
      and(
        eq(tourRequests.userId, userId),
        listingId === undefined ? undefined : eq(tourRequests.listingId, listingId),
      ),
    )
    .orderBy(desc(tourRequests.createdAt), desc(tourRequests.id));
}

export function listForProvider(db: Db, providerId: string) {
  return selectRows(db)
    .where(eq(listings.providerId, providerId))
    .orderBy(desc(tourRequests.createdAt), desc(tourRequests.id));
}

/** Moves a request the provider owns; the first move past New stamps contacted_at. */
export async function setProviderStatus(
  db: Db,
  id: string,
  providerId: string,
  status: Exclude<TourStatus, 'withdrawn'>,
) {
  const rows = await db
    .update(tourRequests)
    .set({
      status,
      updatedAt: sql`now()`,
      contactedAt:
        status === 'new'
          ? tourRequests.contactedAt
          : sql`coalesce(${tourRequests.contactedAt}, now())`,
    })
    .where(
      and(
        eq(tourRequests.id, id),
        ne(tourRequests.status, 'withdrawn'),
        sql`${tourRequests.listingId} in (select ${listings.id} from ${listings} where ${listings.providerId} = ${providerId})`,
      ),
    )
    .returning({ id: tourRequests.id });
  return rows.length > 0;
}

export async function withdraw(db: Db, id: string, userId: string) {
  const rows = await db
    .update(tourRequests)
    .set({ status: 'withdrawn', updatedAt: sql`now()` })
    .where(and(eq(tourRequests.id, id), eq(tourRequests.userId, userId)))
    .returning({ id: tourRequests.id });
  return rows.length > 0;
}

/** The one request a private link opens. */
export async function findByTokenHash(db: Db, hash: string) {
  const [row] = await selectRows(db).where(eq(tourRequests.accessTokenHash, hash));
  return row;
}

/** Withdraws the one request a private link opens; false when the link opens none. */
export async function withdrawByTokenHash(db: Db, hash: string) {
  const rows = await db
    .update(tourRequests)
    .set({ status: 'withdrawn', updatedAt: sql`now()` })
    .where(eq(tourRequests.accessTokenHash, hash))
    .returning({ id: tourRequests.id });
  return rows[0]?.id;
}

/** What a reminder needs: whether the request is still New, and where the provider reads mail. */
export async function reminderTarget(db: Db, id: string) {
  const [row] = await db
    .select({
      status: tourRequests.status,
      listingTitle: listings.title,
      providerEmail: user.email,
      familyName: tourRequests.name,
    })
    .from(tourRequests)
    .innerJoin(listings, eq(listings.id, tourRequests.listingId))
    .innerJoin(user, eq(user.id, listings.providerId))
    .where(eq(tourRequests.id, id));
  return row;
}
