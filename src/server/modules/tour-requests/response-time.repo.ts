import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { QUICK_ANSWER_MINUTES, RESPONSE_TIME_WINDOW_DAYS } from '#shared/response-time.ts';
import type { Db } from '../../db/client.ts';
import { listings, tourRequests } from '../../db/schema/index.ts';

const minutesToAnswer = sql`extract(epoch from (${tourRequests.contactedAt} - ${tourRequests.createdAt})) / 60`;
const inWindow = gte(
  tourRequests.createdAt,
  sql`now() - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})`,
);

async function medianOf(db: Db, where: SQL) {
  const [row] = await db
    .select({
      answered: sql<number>`count(*)::int`,
      minutes: sql<string | null>`percentile_cont(0.5) within group (order by ${minutesToAnswer})`,
    })
    .from(tourRequests)
    .innerJoin(listings, eq(listings.id, tourRequests.listingId))
    .where(and(where, inWindow, isNotNull(tourRequests.contactedAt)));
  return {
    answered: row?.answered ?? 0,
    medianMinutes: row?.minutes == null ? null : Math.round(Number(row.minutes)),
  };
}

/** Median minutes from "new" to the first answer, over the requests of the last 90 days. */
export const listingResponseTime = (db: Db, listingId: string) =>
  medianOf(db, eq(tourRequests.listingId, listingId));

export const providerResponseTime = (db: Db, providerId: string) =>
  medianOf(db, eq(listings.providerId, providerId));

/**
 * The provider's share answered within 2 hours, of the requests that were due an answer: every
 * request of the window but those withdrawn before an answer and those still new and younger
 * than 2 hours (they may yet make it). Null when none was due.
 */
export async function quickAnswerShare(db: Db, providerId: string): Promise<number | null> {
  const quick = sql`${tourRequests.contactedAt} is not null and ${minutesToAnswer} <= ${QUICK_ANSWER_MINUTES}`;
  const due = sql`${tourRequests.contactedAt} is not null or (${tourRequests.status} = 'new' and ${tourRequests.createdAt} < now() - make_interval(mins => ${QUICK_ANSWER_MINUTES}))`;
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${due})::int`,
      quick: sql<number>`count(*) filter (where ${quick})::int`,
    })
    .from(tourRequests)
    .innerJoin(listings, eq(listings.id, tourRequests.listingId))
    .where(and(eq(listings.providerId, providerId), inWindow));
  return row && row.due > 0 ? row.quick / row.due : null;
}
