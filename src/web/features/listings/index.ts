/** The listings feature's public entry: what pages and the app shell compose. */
export { recordInquiry, useRecordListingView } from './api/record-activity.ts';
export { ListingDetailBody } from './components/detail/listing-detail-view.tsx';
export {
  ListingDetailDialog,
  type ListingDetailDialogProps,
} from './components/listing-detail-dialog.tsx';
export {
  ListingDetailPartsProvider,
  type ListingDetailParts,
} from './components/detail/listing-detail-parts.tsx';
