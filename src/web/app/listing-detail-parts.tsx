import type { ReactNode } from 'react';
import type { ListingView } from '#shared/listing-schemas.ts';
import {
  ListingDetailPartsProvider,
  type ListingDetailParts,
} from '#web/features/listings/index.ts';
import { ReportButton } from '#web/features/reports/index.ts';
import { ListingReviews } from '#web/features/reviews/index.ts';
import { TourRequestForm, TourRequestSent } from '#web/features/tour-requests/index.ts';

function Reviews({ listing }: { listing: ListingView }) {
  return <ListingReviews listing={listing} ReportButton={ReportButton} />;
}

const LISTING_DETAIL_PARTS: ListingDetailParts = {
  ReportButton,
  Reviews,
  TourRequestForm,
  TourRequestSent,
};

/**
 * A listing's detail shows other features' parts: the community page wraps its detail in this,
 * and the detail dialog (src/web/app/listing-dialog.tsx) wraps itself, so that pages which only
 * may open the dialog load these with it, on demand (docs/decisions/052).
 */
export function WithListingDetailParts({ children }: { children: ReactNode }) {
  return (
    <ListingDetailPartsProvider parts={LISTING_DETAIL_PARTS}>{children}</ListingDetailPartsProvider>
  );
}
