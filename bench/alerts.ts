// One day's saved-search alerts at marketplace scale (docs/decisions/045): 10,000 saved searches
// made from real listings' places, care types and prices, 1% of the listings published in the
// last day, and the daily run timed. The target lives here, never in a timed unit test.
import { sql } from 'drizzle-orm';
import { savedSearches, user } from '#server/db/schema/index.ts';
import { savedSearchFilters } from '#server/modules/listings/listings.service.ts';
import { readBrowseQuery } from '#server/modules/saved-searches/browse-query.ts';
import { runSavedSearchAlerts } from '#server/modules/saved-searches/saved-search-alerts.ts';
import { openInProcess } from './in-process.ts';
import type { Target } from './processes.ts';

export const ALERT_SEARCHES = 10_000;
/** The bench's target for one daily run. */
export const ALERT_TARGET_SECONDS = 60;
const DOMAIN = '@bench-alerts.invalid';
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

type Sample = { city: string; state: string; careType: string; price: number };

/** A browse query a family could have saved near this listing (some with more filters). */
function queryFor(s: Sample, i: number): string {
  const q = new URLSearchParams({ location: `${s.city}, ${s.state}`, type: s.careType });
  if (i % 3 === 0) q.set('maxPrice', String(Math.round(s.price + 1500)));
  if (i % 5 === 0) q.append('amenity', 'WiFi');
  if (i % 7 === 0) q.set('radius', '50');
  return q.toString();
}

async function prepare(db: Awaited<ReturnType<typeof openInProcess>>['database']['db'], now: Date) {
  await db.execute(sql`delete from "user" where email like ${`%${DOMAIN}`}`);
  const samples = rowsOf<Sample>(
    await db.execute(sql`select city, state, care_type as "careType",
      pricing_starting_at::float8 as price from listings where not draft and not is_sample
      order by random() limit ${ALERT_SEARCHES}`),
  );
  const people = Array.from({ length: ALERT_SEARCHES / 10 }, (_, i) => ({
    id: `bench-alerts-${i}`,
    name: `Bench family ${i}`,
    email: `family-${i}${DOMAIN}`,
  }));
  await db.insert(user).values(people);
  const since = new Date(now.getTime() - 86_400_000);
  // A person saves a search once (migration 0026): two samples of one city and care type go to
  // different people.
  const taken = new Set<string>();
  const rows = samples.map((s, i) => {
    const { query, normalised } = readBrowseQuery(queryFor(s, i));
    const { shape, values } = savedSearchFilters(query);
    let person = i % people.length;
    while (taken.has(`${person} ${normalised}`)) person = (person + 1) % people.length;
    taken.add(`${person} ${normalised}`);
    return {
      userId: people[person].id,
      name: `Search ${i}`,
      query: normalised,
      frequency: 'daily',
      shape: JSON.stringify(shape),
      filterValues: values,
      alertsSince: since,
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(savedSearches).values(rows.slice(i, i + 1000));
  // One day's new listings: 1% of them, published at moments of the last day; the rest earlier
  // (the seeder has just stored them all). Setting up is not timed, nor held to the timeout.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`update listings set published_at = ${since.toISOString()}::timestamptz
        - interval '30 days' where published_at is not null`);
    await tx.execute(sql`update listings set published_at = ${since.toISOString()}::timestamptz
        + random() * interval '23 hours'
      where id in (select id from listings where not draft and not is_sample
        order by random() limit (select count(*) / 100 from listings))`);
  });
}

/** Times one daily run; the bench's line and whether it met its target. */
export async function measureAlerts(target: Target, listings: number) {
  const local = await openInProcess({ ...target, publicUrl: 'http://127.0.0.1' });
  const db = local.database.db;
  try {
    const now = new Date();
    await prepare(db, now);
    const started = performance.now();
    const run = await runSavedSearchAlerts(
      { db, mailQueue: local.app.deps.mailQueue, publicUrl: 'http://127.0.0.1', secret: 'bench' },
      'daily',
      now,
    );
    const seconds = (performance.now() - started) / 1000;
    const met = seconds < ALERT_TARGET_SECONDS;
    return {
      met,
      line:
        `One day's alerts for ${ALERT_SEARCHES.toLocaleString('en-US')} saved searches over ` +
        `${listings.toLocaleString('en-US')} listings: ${seconds.toFixed(1)} s ` +
        `(target under ${ALERT_TARGET_SECONDS} s: ${met ? 'met' : 'MISSED'}); ` +
        `${run.matches.toLocaleString('en-US')} new matches, ${run.searchesMailed.toLocaleString('en-US')} e-mails queued.`,
    };
  } finally {
    // The queued alert e-mails go nowhere; the bench's families go with their searches.
    await db.execute(
      sql`delete from jobs where kind = 'mail' and payload->>'to' like ${`%${DOMAIN}`}`,
    );
    await db.execute(sql`delete from "user" where email like ${`%${DOMAIN}`}`);
    // Setting up rewrote every listing once: until a vacuum, searches around a point (index-only
    // reads, decision 047) would read the table again in a later run with --no-seed.
    await db.execute(sql`vacuum analyze listings`);
    await local.close();
  }
}
