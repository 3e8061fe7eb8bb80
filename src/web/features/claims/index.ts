/** Claiming an unclaimed listing (docs/decisions/043): the community page's form and its call. */
export { ClaimListing } from './components/claim-listing.tsx';
