import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { listings } from './schema/index.ts';
import { SAMPLE_LISTINGS, sampleListingRow } from '../modules/listings/sample-listings.ts';
import { coordinatesForZip } from '../modules/listings/zip-geo.ts';

/** Upserts the six built-in sample listings so they take part in SQL search like any listing. */
export async function seedSampleListings(db: Db): Promise<void> {
  const rows = SAMPLE_LISTINGS.map((s) => sampleListingRow(s));
  const columns = getTableColumns(listings);
  const updatable = Object.keys(rows[0]).filter((k) => k !== 'id') as (keyof typeof columns)[];
  await db
    .insert(listings)
    .values(rows)
    .onConflictDoUpdate({
      target: listings.id,
      set: Object.fromEntries(updatable.map((k) => [k, sql.raw(`excluded."${columns[k].name}"`)])),
    });
}

/** Gives coordinates, from the ZIP dataset, to listings saved without them. */
export async function backfillListingCoordinates(db: Db): Promise<number> {
  const missing = await db
    .select({ id: listings.id, zipCode: listings.zipCode })
    .from(listings)
    .where(and(isNull(listings.lat), isNull(listings.lng)));
  let updated = 0;
  for (const row of missing) {
    const coords = coordinatesForZip(row.zipCode);
    if (!coords) continue;
    await db.update(listings).set(coords).where(eq(listings.id, row.id));
    updated += 1;
  }
  return updated;
}

export async function seedDatabase(db: Db): Promise<void> {
  await seedSampleListings(db);
  await backfillListingCoordinates(db);
}
