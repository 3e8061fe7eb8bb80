import { z } from 'zod';

/** Texts of claiming a listing (docs/decisions/043). */
export const CLAIM_MESSAGES = {
  notClaimable: 'This listing has already been claimed',
  alreadyPending: 'You have already asked to claim this listing',
  sent: 'Your claim was sent. An administrator will review it and e-mail you the decision.',
  approvedAtOnce:
    'Your claim was approved: your verified e-mail address is at the domain the public record gives. The listing is yours to edit.',
  claimNotFound: 'Claim not found',
  decided: 'This claim has already been decided',
  overLimit:
    "The provider's plan has no room for another listing: they must upgrade to Premium or remove a listing before this claim can be approved.",
  noPlan: 'The provider has no active plan: the claim can be approved once they choose one.',
} as const;

export const claimViewSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  autoApproved: z.boolean(),
  message: z.string(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/** A pending claim as the moderation console lists it. */
export const pendingClaimSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  listingPlace: z.string(),
  licenceNumber: z.string().nullable(),
  recordEmail: z.string().nullable(),
  providerEmail: z.string(),
  providerCompany: z.string().nullable(),
  createdAt: z.string(),
});
export const pendingClaimListSchema = z.object({ claims: z.array(pendingClaimSchema) });
export type PendingClaim = z.infer<typeof pendingClaimSchema>;

export const claimDecisionInputSchema = z.object({ decision: z.enum(['approve', 'reject']) });
export type ClaimDecisionInput = z.infer<typeof claimDecisionInputSchema>;
