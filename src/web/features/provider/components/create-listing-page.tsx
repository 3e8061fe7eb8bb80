import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMyListings } from '../api/get-my-listings.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { dashboardTabPath } from '../dashboard-tabs.ts';
import { ListingForm } from '../listing-form/listing-form.tsx';
import { PROVIDER_TEXTS } from '../messages.ts';
import { isActiveSubscription } from '../subscription-state.ts';
import { PageSpinner, RedirectWithToast } from './redirect-with-toast.tsx';

const plansTab = dashboardTabPath('subscription');

/** /create-listing for a provider: the subscription and Basic-limit gates, then the form. */
export function CreateListingPage() {
  // Always ask afresh: a listing saved a moment ago may have used the last Basic slot.
  const subscription = useSubscription({ alwaysRefetch: true });
  const active = isActiveSubscription(subscription.data);
  const listings = useMyListings({ enabled: active, alwaysRefetch: true });
  const failed = subscription.isError || listings.isError;
  // Once let in, stay: a background refetch must never swap the half-filled form for a spinner.
  const [admitted, setAdmitted] = useState(false);
  const { count = 0, limit = null } = listings.data?.usage ?? {};
  const checked =
    subscription.isFetchedAfterMount &&
    !subscription.isFetching &&
    (!active || (listings.isFetchedAfterMount && !listings.isFetching && !!listings.data));
  const roomLeft = limit === null || count < limit;
  if (checked && active && roomLeft && !admitted) setAdmitted(true);

  const failedBeforeForm = failed && !admitted;
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
  if (failed) {
    return (
      <Page title="Create New Listing" description={PROVIDER_TEXTS.verifyFailed}>
        <Button
          className="mt-6"
          variant="outline"
          onClick={() => {
            void subscription.refetch();
            if (active) void listings.refetch();
          }}
        >
          Try again
        </Button>
      </Page>
    );
  }
  if (!checked) return <PageSpinner label="Checking your subscription" />;
  if (!active) {
    return <RedirectWithToast to={plansTab} message={PROVIDER_TEXTS.subscriptionRequired} />;
  }
  if (!roomLeft) return <RedirectWithToast to={plansTab} message={PROVIDER_TEXTS.basicLimit} />;
  return <PageSpinner label="Checking your subscription" />;
}
