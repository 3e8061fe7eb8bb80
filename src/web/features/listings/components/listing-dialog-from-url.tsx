import { Suspense } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { useNeeded } from '#web/lib/use-needed.ts';
import { useListingDialogParam } from '#web/lib/listing-dialog-link.ts';

const ListingDetailDialog = lazyNamed(
  () => import('./listing-detail-dialog.tsx'),
  'ListingDetailDialog',
);

/**
 * The detail dialog driven by ?listing={id} on the current page; closing removes the parameter.
 * Its code (gallery, reviews, tour form) loads the first time a listing opens.
 */
export function ListingDialogFromUrl() {
  const { listingId, close } = useListingDialogParam();
  if (!useNeeded(listingId !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ListingDetailDialog listingId={listingId} onClose={close} />
    </Suspense>
  );
}
