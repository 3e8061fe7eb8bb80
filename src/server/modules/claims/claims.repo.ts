import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingClaims, listings, profiles, publicRecords, user } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The listing, locked for the claim's transaction, with its record's e-mail. */
export async function lockListing(tx: Tx, listingId: string) {
  const [row] = await tx
    .select({
      id: listings.id,
      title: listings.title,
      unclaimed: listings.unclaimed,
      draft: listings.draft,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  if (!row) return undefined;
  const [record] = await tx
    .select({ email: publicRecords.email })
    .from(publicRecords)
    .where(eq(publicRecords.listingId, listingId))
    .orderBy(desc(publicRecords.asOf))
    .limit(1);
  return { ...row, recordEmail: record?.email ?? null };
}

export async function accountOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

export async function hasPendingClaim(tx: Tx, listingId: string, providerId: string) {
  const rows = await tx
    .select({ id: listingClaims.id })
    .from(listingClaims)
    .where(
      and(
        eq(listingClaims.listingId, listingId),
        eq(listingClaims.providerId, providerId),
        eq(listingClaims.status, 'pending'),
      ),
    );
  return rows.length > 0;
}

export async function insertClaim(tx: Tx, values: typeof listingClaims.$inferInsert) {
  const [row] = await tx.insert(listingClaims).values(values).returning();
  return row;
}

export async function lockClaim(tx: Tx, claimId: string) {
  const [row] = await tx
    .select()
    .from(listingClaims)
    .where(eq(listingClaims.id, claimId))
    .for('update');
  return row;
}

export async function setClaimStatus(
  tx: Tx,
  claimId: string,
  status: 'approved' | 'rejected',
  decidedBy: string | null,
) {
  await tx
    .update(listingClaims)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(eq(listingClaims.id, claimId));
}

/** The listing becomes the provider's; the other pending claims of it are turned down. */
export async function handOver(tx: Tx, listingId: string, providerId: string, claimId: string) {
  await tx
    .update(listings)
    .set({ providerId, unclaimed: false, updatedAt: new Date() })
    .where(and(eq(listings.id, listingId), eq(listings.unclaimed, true)));
  return tx
    .update(listingClaims)
    .set({ status: 'rejected', decidedAt: new Date() })
    .where(
      and(
        eq(listingClaims.listingId, listingId),
        eq(listingClaims.status, 'pending'),
        ne(listingClaims.id, claimId),
      ),
    )
    .returning({ providerId: listingClaims.providerId });
}

export function pendingClaims(db: Db) {
  return db
    .select({
      id: listingClaims.id,
      listingId: listingClaims.listingId,
      listingTitle: listings.title,
      city: listings.city,
      state: listings.state,
      licenceNumber: sql<string | null>`(select pr.source_id from ${publicRecords} pr
        where pr.listing_id = ${listings.id} order by pr.as_of desc limit 1)`,
      recordEmail: sql<string | null>`(select pr.email from ${publicRecords} pr
        where pr.listing_id = ${listings.id} order by pr.as_of desc limit 1)`,
      providerEmail: user.email,
      providerCompany: profiles.company,
      createdAt: listingClaims.createdAt,
    })
    .from(listingClaims)
    .innerJoin(listings, eq(listings.id, listingClaims.listingId))
    .innerJoin(user, eq(user.id, listingClaims.providerId))
    .leftJoin(profiles, eq(profiles.id, listingClaims.providerId))
    .where(eq(listingClaims.status, 'pending'))
    .orderBy(asc(listingClaims.createdAt))
    .limit(200);
}

export async function markAutoApproved(tx: Tx, claimId: string) {
  await tx.update(listingClaims).set({ autoApproved: true }).where(eq(listingClaims.id, claimId));
}
