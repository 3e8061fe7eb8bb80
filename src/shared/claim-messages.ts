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
