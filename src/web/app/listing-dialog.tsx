import {
  ListingDetailDialog,
  type ListingDetailDialogProps,
} from '#web/features/listings/index.ts';
import { WithListingDetailParts } from './listing-detail-parts.tsx';

/** The listing detail dialog with the parts other features supply (docs/decisions/052). */
export function ListingDialog(props: ListingDetailDialogProps) {
  return (
    <WithListingDetailParts>
      <ListingDetailDialog {...props} />
    </WithListingDetailParts>
  );
}
