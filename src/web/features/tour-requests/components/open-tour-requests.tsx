import { Suspense } from 'react';
import { isOpenTourStatus } from '#shared/tour-request-labels.ts';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { useMyTourRequestsFor } from '../api/my-tour-requests.ts';

// The note (and the date formatting it needs) loads only for a family that has one to see.
const OpenTourRequestsNote = lazyNamed(
  () => import('./open-tour-requests-note.tsx'),
  'OpenTourRequestsNote',
);

/**
 * On a community's page, the signed-in family's requests to it that are still open, so that
 * coming back to the page shows the visit already asked for rather than only an empty form.
 */
export function OpenTourRequests({
  listingId,
  signedIn,
}: {
  listingId: string;
  signedIn: boolean;
}) {
  const query = useMyTourRequestsFor(listingId, signedIn);
  const open = (query.data?.requests ?? []).filter((r) => isOpenTourStatus(r.status));
  if (open.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OpenTourRequestsNote requests={open} />
    </Suspense>
  );
}
