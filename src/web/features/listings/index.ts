/** The listings feature's public entry: other features import only from here. */
export { recordInquiry, useRecordListingView } from './api/record-activity.ts';
export { ListingDetailBody } from './components/detail/listing-detail-view.tsx';
