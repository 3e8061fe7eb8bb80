/** The listings feature's public entry: other features import only from here. */
export { ListingGrid, ListingGridSkeleton } from './components/listing-grid.tsx';
export { recordInquiry, useRecordListingView } from './api/record-activity.ts';
export { ListingDetailBody } from './components/detail/listing-detail-view.tsx';
