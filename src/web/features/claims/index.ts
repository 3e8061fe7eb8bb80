/** Claiming an unclaimed listing (docs/decisions/043): the community page's form and its call. */
export { ClaimListing, CLAIM_SECTION_ID } from './components/claim-listing.tsx';
export { claimListing } from './api/claim-listing.ts';
