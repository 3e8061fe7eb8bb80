import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.tsx';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useMyListing } from '../api/get-my-listing.ts';
import { dashboardTabPath } from '../dashboard-tabs.ts';
import { ListingForm } from '../listing-form/listing-form.tsx';
import { PROVIDER_TEXTS } from '../messages.ts';
import { PageSpinner } from './redirect-with-toast.tsx';

/** /edit-listing/{id}: my listing in the form, or "Listing Not Found" (docs/product.md §2). */
export function EditListingPage({ id }: { id: string }) {
  const listing = useMyListing(id);
  const error = listing.isError && !listing.data ? listing.error : null;
  const notFound = hasErrorCode(error, 'NOT_FOUND', 'PROVIDER_ONLY');

  useEffect(() => {
    if (!error) return;
    const message = notFound
      ? PROVIDER_TEXTS.notFoundOrForbidden
      : PROVIDER_TEXTS.loadListingFailed;
    toast.error(message, { id: message });
  }, [error, notFound]);

  if (listing.isPending) return <PageSpinner label="Loading listing" />;
  if (notFound) {
    return (
      <Page title={PROVIDER_TEXTS.notFoundTitle} description={PROVIDER_TEXTS.notFoundText}>
        <Button asChild className="mt-6">
          <Link to={dashboardTabPath('listings')}>Return to Dashboard</Link>
        </Button>
      </Page>
    );
  }
  if (!listing.data) {
    return (
      <Page title="Edit Listing" description={PROVIDER_TEXTS.loadListingFailed}>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void listing.refetch()}>
            Try again
          </Button>
          <Button asChild variant="ghost">
            <Link to={dashboardTabPath('listings')}>Return to Dashboard</Link>
          </Button>
        </div>
      </Page>
    );
  }
  return (
    <Page
      title="Edit Listing"
      description={`Update information for ${listing.data.title}`}
      className="max-w-4xl"
    >
      <ListingForm key={listing.data.id} listing={listing.data} />
    </Page>
  );
}
