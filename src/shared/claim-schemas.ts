import { z } from 'zod';

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
