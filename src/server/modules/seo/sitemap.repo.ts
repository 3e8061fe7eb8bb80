import { and, asc, count, gt, gte, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { realListing, slugSql } from './slug-sql.ts';

/** The first id of every run of `size` real listings in id order: one sitemap file each. */
export async function listingChunkStarts(db: Db, size: number): Promise<string[]> {
  const numbered = db
    .select({
      id: listings.id,
      n: sql<number>`row_number() over (order by ${listings.id})`.as('n'),
    })
    .from(listings)
    .where(realListing)
    .as('numbered');
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${size} = 0`)
    .orderBy(asc(numbered.id));
  return rows.map((row) => row.id);
}

/** Real listings from `fromId` on (and after `afterId`, for the next batch), in id order. */
export async function listingBatch(
  db: Db,
  opts: { fromId: string; afterId: string | null; limit: number },
) {
  return db
    .select({ id: listings.id, title: listings.title, updatedAt: listings.updatedAt })
    .from(listings)
    .where(
      and(
        realListing,
        gte(listings.id, opts.fromId),
        opts.afterId ? gt(listings.id, opts.afterId) : undefined,
      ),
    )
    .orderBy(asc(listings.id))
    .limit(opts.limit);
}

const stateSlug = slugSql(listings.state);
const citySlug = slugSql(listings.city);

/** Care type × state × city combinations that have real listings. */
function cityGroups(db: Db) {
  return db
    .select({
      careType: listings.careType,
      state: min(listings.state).mapWith(String),
      city: min(listings.city).mapWith(String),
      lastmod: max(listings.updatedAt).mapWith((v: string | Date) => new Date(v)),
    })
    .from(listings)
    .where(and(realListing, sql`${citySlug} <> ''`, sql`${stateSlug} <> ''`))
    .groupBy(listings.careType, stateSlug, citySlug);
}

export async function countCityGroups(db: Db): Promise<number> {
  const groups = cityGroups(db).as('groups');
  const [row] = await db.select({ total: count() }).from(groups);
  return row?.total ?? 0;
}

export type SitemapCity = { careType: string; state: string; city: string; lastmod: Date };

export async function cityGroupPage(
  db: Db,
  opts: { offset: number; limit: number },
): Promise<SitemapCity[]> {
  return cityGroups(db)
    .orderBy(asc(listings.careType), asc(stateSlug), asc(citySlug))
    .offset(opts.offset)
    .limit(opts.limit);
}
