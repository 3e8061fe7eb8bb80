import { useEffect, useState } from 'react';
import { toast } from '#web/lib/toast.tsx';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCapabilities } from '../api/get-capabilities.ts';
import { createListingGate } from '../create-listing-gate.ts';
import { dashboardTabPath } from '../dashboard-tabs.ts';
import { ListingForm } from '../listing-form/listing-form.tsx';
import { PROVIDER_TEXTS } from '../messages.ts';
import { PageSpinner, RedirectWithToast } from './redirect-with-toast.tsx';

const REFUSAL_TEXT = {
  SUBSCRIPTION_REQUIRED: PROVIDER_TEXTS.subscriptionRequired,
  LISTING_LIMIT_REACHED: PROVIDER_TEXTS.basicLimit,
} as const;

/** Asks the server afresh whether I may add a listing, and remembers once it said yes. */
function useCreateListingGate() {
  // Always ask afresh: a listing saved a moment ago may have used the last Basic slot.
  const capabilities = useCapabilities({ alwaysRefetch: true });
  // Once let in, stay: a background refetch must never swap the half-filled form for a spinner.
  const [admitted, setAdmitted] = useState(false);
  const answer =
    capabilities.isFetchedAfterMount && !capabilities.isFetching ? capabilities.data : undefined;
  if (answer?.canCreateListing && !admitted) setAdmitted(true);

  const gate = createListingGate(admitted, capabilities.isError, answer);
  const failed = gate.state === 'failed';
  useEffect(() => {
    if (failed) toast.error(PROVIDER_TEXTS.verifyFailed, { id: PROVIDER_TEXTS.verifyFailed });
  }, [failed]);

  return { gate, retry: () => void capabilities.refetch() };
}

/** /create-listing for a provider: the server says whether I may add one; then the form. */
export function CreateListingPage() {
  const { gate, retry } = useCreateListingGate();
  switch (gate.state) {
    case 'admitted':
      return (
        <Page
          title="Create New Listing"
          description="Add a new senior care facility to your provider account"
          className="max-w-4xl"
        >
          <ListingForm />
        </Page>
      );
    case 'failed':
      return (
        <Page title="Create New Listing" description={PROVIDER_TEXTS.verifyFailed}>
          <Button className="mt-6" variant="outline" onClick={retry}>
            Try again
          </Button>
        </Page>
      );
    case 'refused':
      return (
        <RedirectWithToast
          to={dashboardTabPath('subscription')}
          message={REFUSAL_TEXT[gate.reason]}
        />
      );
    default:
      return <PageSpinner label="Checking your subscription" />;
  }
}
