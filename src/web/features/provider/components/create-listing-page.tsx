import { useEffect, useState } from 'react';
import { toast } from '#web/lib/toast.tsx';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCapabilities } from '../api/get-capabilities.ts';
import { dashboardTabPath } from '../dashboard-tabs.ts';
import { ListingForm } from '../listing-form/listing-form.tsx';
import { PROVIDER_TEXTS } from '../messages.ts';
import { PageSpinner, RedirectWithToast } from './redirect-with-toast.tsx';

const REFUSAL_TEXT = {
  SUBSCRIPTION_REQUIRED: PROVIDER_TEXTS.subscriptionRequired,
  LISTING_LIMIT_REACHED: PROVIDER_TEXTS.basicLimit,
} as const;

/** /create-listing for a provider: the server says whether I may add one; then the form. */
export function CreateListingPage() {
  // Always ask afresh: a listing saved a moment ago may have used the last Basic slot.
  const capabilities = useCapabilities({ alwaysRefetch: true });
  // Once let in, stay: a background refetch must never swap the half-filled form for a spinner.
  const [admitted, setAdmitted] = useState(false);
  const answer =
    capabilities.isFetchedAfterMount && !capabilities.isFetching ? capabilities.data : undefined;
  if (answer?.canCreateListing && !admitted) setAdmitted(true);

  const failedBeforeForm = capabilities.isError && !admitted;
  useEffect(() => {
    if (failedBeforeForm)
      toast.error(PROVIDER_TEXTS.verifyFailed, { id: PROVIDER_TEXTS.verifyFailed });
  }, [failedBeforeForm]);

  if (admitted) {
    return (
      <Page
        title="Create New Listing"
        description="Add a new senior care facility to your provider account"
        className="max-w-4xl"
      >
        <ListingForm />
      </Page>
    );
  }
  if (capabilities.isError) {
    return (
      <Page title="Create New Listing" description={PROVIDER_TEXTS.verifyFailed}>
        <Button className="mt-6" variant="outline" onClick={() => void capabilities.refetch()}>
          Try again
        </Button>
      </Page>
    );
  }
  if (answer?.reason) {
    return (
      <RedirectWithToast
        to={dashboardTabPath('subscription')}
        message={REFUSAL_TEXT[answer.reason]}
      />
    );
  }
  return <PageSpinner label="Checking your subscription" />;
}
