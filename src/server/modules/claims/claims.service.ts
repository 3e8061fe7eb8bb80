import { CLAIM_MESSAGES } from '#shared/claim-messages.ts';
import type { ClaimView, PendingClaim } from '#shared/claim-schemas.ts';
import { toPublicListingId, toStoredListingId } from '#shared/listing-id.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import { forgetSampleVisibility } from '../listings/visibility.ts';
import { lockRemainingAllowance } from '../provider-listings/provider-listings.service.ts';
import { claimDecisionMail } from './claims-mail.ts';
import * as repo from './claims.repo.ts';

export interface ClaimContext {
  db: Db;
  mailQueue: MailQueue;
  publicUrl: string;
}

const domainOf = (email: string) => email.split('@').pop()!.trim().toLowerCase();

/** Approval at once: the provider's verified address is at the record's e-mail domain. */
export const domainsMatch = (
  account: { email: string; verified: boolean },
  recordEmail: string | null,
) => account.verified && recordEmail !== null && domainOf(account.email) === domainOf(recordEmail);

/**
 * Whether the provider's plan has room for one more listing; the refusal's words otherwise. A
 * claimed listing counts toward the limit like any other (docs/decisions/043).
 */
async function roomForListing(tx: repo.Tx, providerId: string): Promise<string | null> {
  try {
    return (await lockRemainingAllowance(tx, providerId)) >= 1 ? null : CLAIM_MESSAGES.overLimit;
  } catch (err) {
    if (err instanceof AppError && err.code === 'SUBSCRIPTION_REQUIRED')
      return CLAIM_MESSAGES.noPlan;
    throw err;
  }
}

async function approve(
  tx: repo.Tx,
  ctx: ClaimContext,
  claim: { id: string; listingId: string; providerId: string },
  decidedBy: string | null,
  listingTitle: string,
) {
  await repo.setClaimStatus(tx, claim.id, 'approved', decidedBy);
  const turnedDown = await repo.handOver(tx, claim.listingId, claim.providerId, claim.id);
  const tell = async (providerId: string, approved: boolean) => {
    const account = await repo.accountOf(tx, providerId);
    if (!account) return;
    const mail = claimDecisionMail({
      to: account.email,
      listingTitle,
      approved,
      publicUrl: ctx.publicUrl,
    });
    await ctx.mailQueue.enqueue(mail, tx);
  };
  await tell(claim.providerId, true);
  for (const other of turnedDown) await tell(other.providerId, false);
}

/** POST /api/listings/:id/claims: a provider asks for an unclaimed listing. */
export async function claimListing(
  ctx: ClaimContext,
  providerId: string,
  publicId: string,
): Promise<ClaimView> {
  const storedId = toStoredListingId(publicId);
  if (!storedId) throw new AppError('NOT_FOUND', 'Listing not found');
  return ctx.db.transaction(async (tx) => {
    const listing = await repo.lockListing(tx, storedId);
    if (!listing || listing.draft) throw new AppError('NOT_FOUND', 'Listing not found');
    if (!listing.unclaimed) throw new AppError('CONFLICT', CLAIM_MESSAGES.notClaimable);
    if (await repo.hasPendingClaim(tx, storedId, providerId))
      throw new AppError('CONFLICT', CLAIM_MESSAGES.alreadyPending);
    const account = await repo.accountOf(tx, providerId);
    const claim = await repo.insertClaim(tx, { listingId: storedId, providerId });
    const view = { id: claim.id, listingId: toPublicListingId(storedId), autoApproved: false };
    if (!account || !domainsMatch(account, listing.recordEmail))
      return { ...view, status: 'pending', message: CLAIM_MESSAGES.sent };
    // The domain matches, but a plan without room leaves the claim to an admin.
    const refusal = await roomForListing(tx, providerId);
    if (refusal)
      return { ...view, status: 'pending', message: `${CLAIM_MESSAGES.sent} ${refusal}` };
    await repo.markAutoApproved(tx, claim.id);
    await approve(tx, ctx, claim, null, listing.title);
    return {
      ...view,
      status: 'approved',
      autoApproved: true,
      message: CLAIM_MESSAGES.approvedAtOnce,
    };
  });
}

/** The moderation console's list of claims waiting for a decision, oldest first. */
export async function listPendingClaims(db: Db): Promise<{ claims: PendingClaim[] }> {
  const rows = await repo.pendingClaims(db);
  return {
    claims: rows.map((r) => ({
      id: r.id,
      listingId: toPublicListingId(r.listingId),
      listingTitle: r.listingTitle,
      listingPlace: `${r.city}, ${r.state}`,
      licenceNumber: r.licenceNumber,
      recordEmail: r.recordEmail,
      providerEmail: r.providerEmail,
      providerCompany: r.providerCompany,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

/**
 * An admin approves or rejects a pending claim; the provider is e-mailed the decision. Approval
 * is refused, and the claim stays pending, while the provider's plan has no room for the listing.
 */
export async function decideClaim(
  ctx: ClaimContext,
  adminId: string,
  claimId: string,
  decision: 'approve' | 'reject',
): Promise<ClaimView> {
  const view = await ctx.db.transaction(async (tx) => {
    const claim = await repo.lockClaim(tx, claimId);
    if (!claim) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.claimNotFound);
    if (claim.status !== 'pending') throw new AppError('CONFLICT', CLAIM_MESSAGES.decided);
    const listing = await repo.lockListing(tx, claim.listingId);
    if (!listing?.unclaimed) throw new AppError('CONFLICT', CLAIM_MESSAGES.notClaimable);
    const base = {
      id: claim.id,
      listingId: toPublicListingId(claim.listingId),
      autoApproved: false,
    };
    if (decision === 'reject') {
      await repo.setClaimStatus(tx, claim.id, 'rejected', adminId);
      const account = await repo.accountOf(tx, claim.providerId);
      if (account)
        await ctx.mailQueue.enqueue(
          claimDecisionMail({
            to: account.email,
            listingTitle: listing.title,
            approved: false,
            publicUrl: ctx.publicUrl,
          }),
          tx,
        );
      return { ...base, status: 'rejected' as const, message: 'Claim rejected' };
    }
    const refusal = await roomForListing(tx, claim.providerId);
    if (refusal) throw new AppError('LISTING_LIMIT_REACHED', refusal);
    await approve(tx, ctx, claim, adminId, listing.title);
    return { ...base, status: 'approved' as const, message: 'Claim approved' };
  });
  forgetSampleVisibility(ctx.db);
  return view;
}
