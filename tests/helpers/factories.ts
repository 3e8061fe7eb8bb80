import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { listings, subscriptions, user } from '#server/db/schema/index.ts';
import type { PlanName } from '#shared/constants.ts';
import { coordinatesForZip } from '#server/modules/listings/zip-geo.ts';

type ListingInsert = typeof listings.$inferInsert;

/** A provider account straight in the database (the trigger adds its profile). */
export async function insertProvider(db: Db, overrides: { company?: string; name?: string } = {}) {
  const id = randomUUID();
  await db.insert(user).values({
    id,
    name: overrides.name ?? 'Test Provider',
    email: `provider-${id}@example.com`,
    type: 'provider',
    company: overrides.company ?? 'Test Care Co',
  });
  return id;
}

export async function insertSubscription(
  db: Db,
  providerId: string,
  plan: PlanName,
  status: 'active' | 'canceled' = 'active',
) {
  const start = new Date();
  const end = new Date(start);
  end.setMonth(end.getMonth() + 1);
  await db
    .insert(subscriptions)
    .values({ providerId, plan, status, startDate: start, endDate: end });
}

export async function insertListing(
  db: Db,
  providerId: string,
  overrides: Partial<ListingInsert> = {},
) {
  const [row] = await db
    .insert(listings)
    .values({
      providerId,
      title: 'Maple Grove Residence',
      description: 'A warm community with attentive staff and plenty of daily activities.',
      careType: 'assisted-living',
      pricingStartingAt: 4000,
      address: '100 Main Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      lat: 39.8017,
      lng: -89.6436,
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * Listings of one provider on the Basic plan, each at its ZIP code's centroid, as a search by
 * place finds them.
 */
export async function insertListingsAtTheirZips(
  db: Db,
  rows: readonly (Partial<ListingInsert> & { zipCode: string })[],
) {
  const provider = await insertProvider(db);
  await insertSubscription(db, provider, 'Basic');
  for (const row of rows) {
    const at = coordinatesForZip(row.zipCode);
    if (!at) throw new Error(`no centroid for ZIP ${row.zipCode}`);
    await insertListing(db, provider, { ...row, lat: at.lat, lng: at.lng });
  }
}
