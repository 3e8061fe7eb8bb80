/** The server's refusal texts about reviews (the API sends them; the listing page shows one). */
export const REVIEW_MESSAGES = {
  duplicateListing: 'You have already reviewed this listing',
  duplicateWebsite: 'You have already reviewed this website',
  ownListing:
    "You can't review your own listing: reviews must come from families, not the provider.",
} as const;
