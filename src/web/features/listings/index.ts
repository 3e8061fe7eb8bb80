/** The listings feature's public entry: other features import only from here. */
export { useListings, useListingSearch } from './api/get-listings.ts';
export { CareTypeBadge, ListingMarkers } from './components/listing-badges.tsx';
export { ListingGrid, ListingGridSkeleton } from './components/listing-grid.tsx';
export { ListingCardPhoto } from './components/listing-image.tsx';
export {
  formatCityState,
  formatDollars,
  formatMonthlyPrice,
  formatRating,
  formatReviewCount,
} from './format.ts';
export { LISTING_PARAM, useListingDialogLink } from './hooks.ts';
export { listingQueryKey, useListing, type ShownListing } from './api/get-listing.ts';
export { recordInquiry, useRecordListingView } from './api/record-activity.ts';
export { ResponseTimeBadge } from './components/response-time-badge.tsx';
export { ListingDetailBody } from './components/detail/listing-detail-view.tsx';
