import { Suspense } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { useNeeded } from '#web/lib/use-needed.ts';
import { useListingDialogParam } from '#web/lib/listing-dialog-link.ts';

// With the detail's parts from other features (./listing-detail-parts.tsx): all of it loads
// the first time a listing opens, never with the page.
const ListingDialog = lazyNamed(() => import('./listing-dialog.tsx'), 'ListingDialog');

/**
 * The detail dialog driven by ?listing={id} on the current page; closing removes the parameter.
 * Its code (gallery, reviews, tour form) loads the first time a listing opens.
 */
export function ListingDialogFromUrl() {
  const { listingId, close } = useListingDialogParam();
  if (!useNeeded(listingId !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ListingDialog listingId={listingId} onClose={close} />
    </Suspense>
  );
}
