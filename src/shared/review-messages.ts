/** The server's refusal texts about reviews (the API sends them; the listing page shows one). */
export const REVIEW_MESSAGES = {
  /** No rating, or one outside 1–5: the schema's refusal and the review form's reminder. */
  ratingRequired: 'Please select a rating',
  duplicateListing: 'You have already reviewed this listing',
  duplicateWebsite: 'You have already reviewed this website',
  ownListing:
    "You can't review your own listing: reviews must come from families, not the provider.",
} as const;
