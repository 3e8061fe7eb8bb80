import { and, eq, gte, isNotNull, sql, type Column } from 'drizzle-orm';
import type { QueryBuilder } from 'drizzle-orm/pg-core';
import { QUICK_ANSWER_MINUTES, RESPONSE_TIME_WINDOW_DAYS } from '#shared/response-time.ts';
import type { Db } from '../../db/client.ts';
import { listings, tourRequests } from '../../db/schema/index.ts';

const minutesToAnswer = sql`extract(epoch from (${tourRequests.contactedAt} - ${tourRequests.createdAt})) / 60`;
const inWindow = gte(
  tourRequests.createdAt,
  sql`now() - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})`,
);

const figures = {
  answered: sql<number>`count(*)::int`.as('answered'),
  minutes: sql<number | null>`percentile_cont(0.5) within group (order by ${minutesToAnswer})`.as(
    'minutes',
  ),
};

/** The figures as the API shows them: whole minutes, null with no answer. */
export const toResponseTime = (
  row: { answered: number; minutes: number | string | null } | undefined,
) => ({
  answered: row?.answered ?? 0,
  medianMinutes: row?.minutes == null ? null : Math.round(Number(row.minutes)),
});

/**
 * How quickly a listing's provider answers tour requests (docs/decisions/035), for families:
 * median minutes from "new" to the first answer over the requests of the last 90 days, as a
 * subquery the listing's own read joins laterally (`answered`, `minutes`): the detail is one
 * statement, not two (docs/decisions/011), and always as fresh as the requests. Read off
 * tour_requests_listing_created_idx.
 */
export const listingResponseTimeSubquery = (qb: QueryBuilder, listingId: Column) =>
  qb
    .select(figures)
    .from(tourRequests)
    .where(
      and(eq(tourRequests.listingId, listingId), inWindow, isNotNull(tourRequests.contactedAt)),
    )
    .as('response_time');

export async function providerResponseTime(db: Db, providerId: string) {
  const [row] = await db
    .select(figures)
    .from(tourRequests)
    .innerJoin(listings, eq(listings.id, tourRequests.listingId))
    .where(and(eq(listings.providerId, providerId), inWindow, isNotNull(tourRequests.contactedAt)));
  return toResponseTime(row);
}

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
