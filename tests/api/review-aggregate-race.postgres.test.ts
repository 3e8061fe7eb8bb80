import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase } from '#tests/helpers/test-db.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';

// Two reviews of one listing in transactions that overlap: the second one's rating recompute
// waits for the first to commit, and must then count both. Before migration 0010 it counted
// with the snapshot it started with and left review_count 1. Runs only with DATABASE_URL.
let database: Database;
let url: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const { rows } = await database.query<{ name: string }>('select current_database() as name');
  const parsed = new URL(process.env.DATABASE_URL!);
  parsed.pathname = `/${rows[0].name}`;
  url = parsed.toString();
});
afterAll(() => database.close());

async function connect() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('listing rating under concurrent reviews (PostgreSQL)', () => {
  it('two overlapping reviews leave review_count 2 and the average of both', async () => {
    const provider = await insertProvider(database.db);
    const { id: listingId } = await insertListing(database.db, provider);
    const authors = [await insertProvider(database.db), await insertProvider(database.db)];
    const [first, second] = [await connect(), await connect()];
    try {
      const review = (client: pg.Client, userId: string, rating: number) =>
        client.query('insert into reviews (listing_id, user_id, rating) values ($1, $2, $3)', [
          listingId,
          userId,
          rating,
        ]);
      await first.query('begin');
      await second.query('begin');
      await review(first, authors[0], 1);
      // The second insert's trigger blocks on the listing row the first one updated.
      const blocked = review(second, authors[1], 5);
      await waitUntilBlocked(first);
      await first.query('commit');
      await blocked;
      await second.query('commit');
      const { rows } = await database.query<{ rating: number; review_count: number }>(
        'select rating, review_count from listings where id = $1',
        [listingId],
      );
      expect(rows[0]).toEqual({ rating: 3, review_count: 2 });
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });
});

/** Resolves once some other backend of this database is waiting on a lock. */
async function waitUntilBlocked(observer: pg.Client) {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await observer.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the second review never waited for the first');
}
